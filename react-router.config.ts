import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build sit beside the default one (e.g. a screenshot server while tests run).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
