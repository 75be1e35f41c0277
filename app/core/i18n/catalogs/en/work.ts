/** English messages for the work area. Keys are "work.<screen or part>.<what>"; values are ICU MessageFormat. */
export const work = {} as const;
