import { data, Outlet } from "react-router";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { memberContext, pageDeniedContext, tenantContext } from "~/context";
import { mayOpenPage } from "~/core/permissions/route-access";
import { keepWhileOffline } from "~/field/keep-while-offline";
import type { Route } from "./+types/page-access";

/**
 * Every company page sits under this layout, inside the shell. Before any of its loaders or actions run, the member's
 * role is checked against the page's rule in `core/permissions/route-access.ts` (pages check again in their domain
 * calls); a page without a rule there is refused. Refused: a form post gets a bare 403; a page view answers 403 from this layout's loader, so "No access"
 * shows inside the shell with the member's menu, while the page's own loader runs with no permissions and loads
 * nothing.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    const member = context.get(memberContext);
    if (mayOpenPage(new URL(request.url).pathname.replace(/\.data$/, ""), member.permissions)) return;
    if (request.method !== "GET" && request.method !== "HEAD") throw data("Forbidden", { status: 403 });
    context.set(pageDeniedContext, true);
    context.set(tenantContext, { ...member, permissions: [] });
  },
];

/** Offline, the technician's screens keep this layout's data (app/field). */
export const shouldRevalidate = keepWhileOffline;

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(pageDeniedContext)) throw data("Forbidden", { status: 403 });
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;

export default function PageAccess() {
  return <Outlet />;
}
