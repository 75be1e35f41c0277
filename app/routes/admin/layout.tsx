import { Outlet } from "react-router";
import { Shell } from "~/components/shell/app-shell";
import { signedInContext } from "~/context";
import { adminMenu } from "~/core/navigation/menu";
import { layoutFamilies } from "~/route-families";
import { guardFamily } from "~/server/middleware.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  guardFamily(layoutFamilies["routes/admin/layout.tsx"]),
];

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(signedInContext)! };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} menu={adminMenu}>
      <Outlet />
    </Shell>
  );
}
