/** English messages for reports and task groups (routes/company/reports, task-groups). Keys are "reports.<screen or part>.<what>"; values are ICU MessageFormat. */
export const reports = {} as const;
