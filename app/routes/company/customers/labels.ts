/** The stored customer words (statuses, billing terms, rate types) as catalog keys, for labels in the page's language. */
export const customerStatusLabels = {
  lead: "places.customer.status.lead",
  active: "places.customer.status.active",
  inactive: "places.customer.status.inactive",
} as const;

export const billingTermLabels = {
  "due on receipt": "places.customer.terms.dueOnReceipt",
  "net 15": "places.customer.terms.net15",
  "net 30": "places.customer.terms.net30",
} as const;

export const rateTypeLabels = {
  "per stop": "places.customer.rate.perStop",
  "per month": "places.customer.rate.perMonth",
  "per job": "places.customer.rate.perJob",
} as const;
