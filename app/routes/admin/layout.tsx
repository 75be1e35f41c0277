import { Outlet } from "react-router";
import { Shell } from "~/components/shell/app-shell";
import { signedInContext } from "~/context";
import { adminMenu, withoutUnbuilt } from "~/core/navigation/menu";
import { findNotBuiltPage } from "~/not-built";
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
    // Pages a later issue builds stay out of the menu until they exist (their URLs still answer).
    menu: withoutUnbuilt(adminMenu, (to) => findNotBuiltPage(to) !== undefined),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} menu={loaderData.menu} badges={loaderData.badges}>
      <Outlet />
    </Shell>
  );
}
