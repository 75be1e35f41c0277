import { Outlet } from "react-router";
import { layoutFamilies } from "~/route-families";
import { guardFamily } from "~/server/middleware.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  guardFamily(layoutFamilies["routes/company/layout.tsx"]),
];

/** Company accounts only; the member layout below adds the selected company. */
export default function CompanyLayout() {
  return <Outlet />;
}
