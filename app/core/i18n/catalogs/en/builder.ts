/** English messages for the route builder and messages the domain composes (routes/company/route-builder, rule errors, recurrence, permissions). Keys are "builder.<screen or part>.<what>"; values are ICU MessageFormat. */
export const builder = {} as const;
