import { Outlet } from "react-router";
import { Shell } from "~/components/shell/app-shell";
import { memberContext, signedInContext } from "~/context";
import { companyMenu, filterMenu } from "~/core/navigation/menu";
import { listMemberships } from "~/domain/companies/companies.server";
import { requireCompanyMember } from "~/server/middleware.server";
import { companyNavBadges } from "../shared/nav-badges.server";
import type { Route } from "./+types/member-layout";

export const middleware: Route.MiddlewareFunction[] = [requireCompanyMember];

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(memberContext);
  const user = context.get(signedInContext)!;
  return {
    user: { ...user, selectedCompanyName: tenant.companyName },
    menu: filterMenu(companyMenu, tenant.permissions),
    // A company the platform deactivated can't be switched to.
    memberships: (await listMemberships(tenant.db, tenant.userId)).filter(
      (m) => m.platformStatus !== "deactivated",
    ),
    badges: await companyNavBadges(tenant),
  };
}

export default function CompanyMemberLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell
      user={loaderData.user}
      menu={loaderData.menu}
      memberships={loaderData.memberships}
      badges={loaderData.badges}
    >
      <Outlet />
    </Shell>
  );
}
