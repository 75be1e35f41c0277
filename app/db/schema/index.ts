export * from "./auth";
export * from "./companies";
export * from "./locations";
export * from "./operations";
export * from "./platform";
export * from "./routing";
export * from "./service";
export * from "./team";
