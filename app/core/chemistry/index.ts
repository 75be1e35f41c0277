/**
 * The water-chemistry engine: balance indices (LSI, CSI), targets and flags, doses and product recommendations.
 * Pure TypeScript: no I/O. Sources are listed in README.md beside this file and cited where each number is used.
 */
export * from "./analyze";
export * from "./balance";
export * from "./doses";
export * from "./products";
export * from "./ranges";
export * from "./readings";
export * from "./recommend";
export * from "./units";
