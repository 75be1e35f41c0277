import { Outlet } from "react-router";
import { Shell } from "~/components/shell/app-shell";
import { signedInContext } from "~/context";
import { clientMenu } from "~/core/navigation/menu";
import { layoutFamilies } from "~/route-families";
import { guardFamily } from "~/server/middleware.server";
import { clientNavBadges } from "../shared/nav-badges.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  guardFamily(layoutFamilies["routes/client/layout.tsx"]),
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    badges: await clientNavBadges(context.get(signedInContext)!.id),
    user: context.get(signedInContext)!,
    menu: clientMenu,
  };
}

export default function ClientLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} menu={loaderData.menu} badges={loaderData.badges}>
      <Outlet />
    </Shell>
  );
}
