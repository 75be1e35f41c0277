import { Outlet } from "react-router";
import { FormatProvider } from "~/components/format/format-provider";
import { Shell } from "~/components/shell/app-shell";
import { signedInContext } from "~/context";
import { PLATFORM_FORMAT } from "~/core/format/format";
import { adminMenu } from "~/core/navigation/menu";
import { layoutFamilies } from "~/route-families";
import { guardFamily } from "~/server/middleware.server";
import { adminNavBadges } from "../shared/nav-badges.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  guardFamily(layoutFamilies["routes/admin/layout.tsx"]),
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return {
    badges: await adminNavBadges(user.id),
    user,
    menu: adminMenu,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    // The console spans companies: platform UTC (named where times show), the default of useFormat().
    <FormatProvider settings={PLATFORM_FORMAT}>
      <Shell user={loaderData.user} menu={loaderData.menu} badges={loaderData.badges}>
        <Outlet />
      </Shell>
    </FormatProvider>
  );
}
