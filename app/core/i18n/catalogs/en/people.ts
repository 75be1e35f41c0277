/** English messages for people and settings (routes/company/company-users, select, settings, search). Keys are "people.<screen or part>.<what>"; values are ICU MessageFormat. */
export const people = {} as const;
