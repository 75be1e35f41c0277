import { Outlet } from "react-router";
import { FormatProvider } from "~/components/format/format-provider";
import { Shell } from "~/components/shell/app-shell";
import { memberContext, signedInContext } from "~/context";
import { companyFormat } from "~/core/format/format";
import { companyMenu, filterMenu } from "~/core/navigation/menu";
import { listMemberships } from "~/domain/companies/companies.server";
import { keepWhileOffline } from "~/field/keep-while-offline";
import { useOutboxSender } from "~/field/use-field";
import { requireCompanyMember } from "~/server/middleware.server";
import { companyNavBadges } from "../shared/nav-badges.server";
import type { Route } from "./+types/member-layout";

export const middleware: Route.MiddlewareFunction[] = [requireCompanyMember];

/** Offline, the technician's screens keep this layout's data (app/field). */
export const shouldRevalidate = keepWhileOffline;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(memberContext);
  const user = context.get(signedInContext)!;
  return {
    user: { ...user, selectedCompanyName: tenant.companyName },
    menu: filterMenu(companyMenu, tenant.permissions),
    // A company the platform deactivated can't be switched to.
    memberships: (await listMemberships(tenant)).filter((m) => m.platformStatus !== "deactivated"),
    badges: await companyNavBadges(tenant),
    // Every company page writes times in the company's zone and money in its currency, on server and browser alike.
    format: companyFormat(tenant),
  };
}

export default function CompanyMemberLayout({ loaderData }: Route.ComponentProps) {
  // Work done offline at a stop is sent from whichever company page is open when the signal returns.
  useOutboxSender();
  return (
    <FormatProvider settings={loaderData.format}>
      <Shell
        user={loaderData.user}
        menu={loaderData.menu}
        memberships={loaderData.memberships}
        badges={loaderData.badges}
      >
        <Outlet />
      </Shell>
    </FormatProvider>
  );
}
