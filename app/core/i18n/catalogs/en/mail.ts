/** English messages for the mail area. Keys are "mail.<screen or part>.<what>"; values are ICU MessageFormat. */
export const mail = {} as const;
