/** English messages for the routing area. Keys are "routing.<screen or part>.<what>"; values are ICU MessageFormat. */
export const routing = {} as const;
