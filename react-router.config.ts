import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build sit beside the default one (e.g. a screenshot server while tests run).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest loads with the first page (one immutable script, precached by the service worker), so
  // a client navigation never asks the server for `/__manifest`: offline, the technician's next stop finds its
  // route instead of reloading into the browser's error page. My day's HTML is smaller too (docs/ARCHITECTURE.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
