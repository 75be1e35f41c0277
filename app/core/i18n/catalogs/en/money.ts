/** English messages for the money area. Keys are "money.<screen or part>.<what>"; values are ICU MessageFormat. */
export const money = {} as const;
