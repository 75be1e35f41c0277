/** English messages for the admin console (routes/admin). Keys are "admin.<screen or part>.<what>"; values are ICU MessageFormat. */
export const admin = {} as const;
