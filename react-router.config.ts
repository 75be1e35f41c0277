import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build sit beside the default one (e.g. a screenshot server while tests run).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A page carries only its own routes; the browser asks `/__manifest` for those of the links it shows. The whole
  // manifest (185 routes, 181 KB of script) on every first load cost a phone its parse and React Router's ranking of
  // every route twice. Offline, the service worker answers a question it has no copy of with every route
  // (app/field/route-manifest.ts), so the technician's next stop still finds its route (docs/ARCHITECTURE.md).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
