import type { RouteFamily } from "./core/access/guard";

/** Which family each guarding layout module stands for; routes.ts nests every page under one of them. */
export const layoutFamilies: Record<string, RouteFamily> = {
  "routes/public/layout.tsx": "public",
  "routes/auth/layout.tsx": "auth",
  "routes/admin/layout.tsx": "admin",
  "routes/company/layout.tsx": "company",
  "routes/client/layout.tsx": "client",
};
