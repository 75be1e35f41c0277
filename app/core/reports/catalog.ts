/**
 * The reports, their URL keys and who may open them: every report needs `reports:read`; the ones that show money
 * (revenue, profit, balances) also need `money:read`. Pure.
 */
export const reportKeys = [
  "revenue",
  "profit",
  "routes",
  "chemicals",
  "productivity",
  "compliance",
  "churn",
  "aging",
] as const;
export type ReportKey = (typeof reportKeys)[number];

export const reportCatalog: Record<ReportKey, { title: string; summary: string; money: boolean }> = {
  revenue: {
    title: "Revenue",
    summary: "Invoiced and collected by month, and by customer.",
    money: true,
  },
  profit: {
    title: "Profit per account",
    summary: "Each account's revenue less chemicals at cost, labor and driving.",
    money: true,
  },
  routes: {
    title: "Profit per route",
    summary: "Each technician's day: its share of revenue less its costs.",
    money: true,
  },
  chemicals: {
    title: "Chemical usage",
    summary: "What went into each pool and spa, and each technician's chemical cost.",
    money: false,
  },
  productivity: {
    title: "Technician productivity",
    summary: "Stops per day, minutes per stop, on-site and driving time.",
    money: false,
  },
  compliance: {
    title: "Readings compliance",
    summary: "Share of finished visits with every reading within its target.",
    money: false,
  },
  churn: {
    title: "Customer churn",
    summary: "Customers at the start, gained and lost, and the churn rate.",
    money: false,
  },
  aging: {
    title: "Outstanding balances",
    summary: "What customers owe today, by how long it is past due.",
    money: true,
  },
};

export function isReportKey(value: string): value is ReportKey {
  return (reportKeys as readonly string[]).includes(value);
}
