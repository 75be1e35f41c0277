import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { layoutFamilies } from "~/route-families";
import { guardFamily } from "~/server/middleware.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [guardFamily(layoutFamilies["routes/auth/layout.tsx"])];

/** Sign-in and sign-up pages; a signed-in user is sent to their dashboard. */
export default function AuthLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
