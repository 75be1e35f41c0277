/** English messages for the auth area. Keys are "auth.<screen or part>.<what>"; values are ICU MessageFormat. */
export const auth = {} as const;
