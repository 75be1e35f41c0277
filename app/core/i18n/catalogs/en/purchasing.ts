/** English messages for purchasing (routes/company/purchases, vendors, items). Keys are "purchasing.<screen or part>.<what>"; values are ICU MessageFormat. */
export const purchasing = {} as const;
