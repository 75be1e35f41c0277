/** English messages for the places area. Keys are "places.<screen or part>.<what>"; values are ICU MessageFormat. */
export const places = {} as const;
