import { Outlet } from "react-router";
import { FormatProvider } from "~/components/format/format-provider";
import { Shell } from "~/components/shell/app-shell";
import { ownerContext, signedInContext } from "~/context";
import { clientMenu } from "~/core/navigation/menu";
import { ownerFormatSettings } from "~/domain/portal/portal.server";
import { layoutFamilies } from "~/route-families";
import { guardFamily, loadOwner } from "~/server/middleware.server";
import { clientNavBadges } from "../shared/nav-badges.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  guardFamily(layoutFamilies["routes/client/layout.tsx"]),
  loadOwner,
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const owner = context.get(ownerContext);
  const [badges, format] = await Promise.all([clientNavBadges(user.id), ownerFormatSettings(owner)]);
  return { badges, user, menu: clientMenu, format };
}

export default function ClientLayout({ loaderData }: Route.ComponentProps) {
  return (
    <FormatProvider settings={loaderData.format}>
      <Shell user={loaderData.user} menu={loaderData.menu} badges={loaderData.badges}>
        <Outlet />
      </Shell>
    </FormatProvider>
  );
}
