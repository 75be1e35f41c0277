/** English messages for selling through Drip Drop (routes/company/seller, subscription-management, stripe-products, stripe-profile, public/stripe-*). Keys are "seller.<screen or part>.<what>"; values are ICU MessageFormat. */
export const seller = {} as const;
