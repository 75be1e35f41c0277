/** English messages for service agreements and labor contracts (routes/company/contracts, labor-contracts, recurring-labor-contracts). Keys are "contracts.<screen or part>.<what>"; values are ICU MessageFormat. */
export const contracts = {} as const;
