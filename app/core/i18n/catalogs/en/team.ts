/** English messages for the team area. Keys are "team.<screen or part>.<what>"; values are ICU MessageFormat. */
export const team = {} as const;
