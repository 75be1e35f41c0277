/** English messages for the public company profile and company e-mails (routes/company/public-profile, public/company-page*, statements, invites). Keys are "profile.<screen or part>.<what>"; values are ICU MessageFormat. */
export const profile = {} as const;
