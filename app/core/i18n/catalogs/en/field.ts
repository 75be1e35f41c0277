/** English messages for the field area. Keys are "field.<screen or part>.<what>"; values are ICU MessageFormat. */
export const field = {} as const;
