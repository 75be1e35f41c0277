/** Mantine's global stylesheets, from scripts/mantine-styles.ts (imported by root.tsx for its side effect). */
declare module "virtual:mantine-styles" {}
