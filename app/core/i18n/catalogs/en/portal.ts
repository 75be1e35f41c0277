/** English messages for the portal area. Keys are "portal.<screen or part>.<what>"; values are ICU MessageFormat. */
export const portal = {} as const;
