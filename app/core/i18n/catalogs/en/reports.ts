/** English messages for reports and task groups (routes/company/reports, task-groups). Keys are "reports.<screen or part>.<what>"; values are ICU MessageFormat. */
export const reports = {
  // The reports and their one-line summaries (core/reports/catalog.ts, by routes/company/reports/report-labels.ts).
  "reports.catalog.revenueTitle": "Revenue",
  "reports.catalog.revenueSummary": "Invoiced and collected by month, and by customer.",
  "reports.catalog.profitTitle": "Profit per account",
  "reports.catalog.profitSummary": "Each account's revenue less chemicals at cost, labor and driving.",
  "reports.catalog.routesTitle": "Profit per route",
  "reports.catalog.routesSummary": "Each technician's day: its share of revenue less its costs.",
  "reports.catalog.chemicalsTitle": "Chemical usage",
  "reports.catalog.chemicalsSummary":
    "What went into each pool and spa, and each technician's chemical cost.",
  "reports.catalog.productivityTitle": "Technician productivity",
  "reports.catalog.productivitySummary": "Stops per day, minutes per stop, on-site and driving time.",
  "reports.catalog.complianceTitle": "Readings compliance",
  "reports.catalog.complianceSummary": "Share of finished visits with every reading within its target.",
  "reports.catalog.churnTitle": "Customer churn",
  "reports.catalog.churnSummary": "Customers at the start, gained and lost, and the churn rate.",
  "reports.catalog.agingTitle": "Outstanding balances",
  "reports.catalog.agingSummary": "What customers owe today, by how long it is past due.",

  // The overview (reports/overview.tsx).
  "reports.overview.title": "Reports — Drip Drop",
  "reports.overview.heading": "Reports",
  "reports.overview.description":
    "How the business is doing over a range of dates: money, chemicals, people, water and customers.",
  "reports.overview.revenue": "{invoiced} invoiced · {collected} collected",
  "reports.overview.profit": "{profit} profit",
  "reports.overview.routes": "{count} route days · {profit} profit",
  "reports.overview.chemicals": "{cost} of chemicals at cost",
  "reports.overview.productivity": "{count} finished stops",
  "reports.overview.compliance": "{share} of measured visits in range",
  "reports.overview.churn": "{churn} churn · {gained} gained · {lost} lost",
  "reports.overview.aging": "{outstanding} outstanding today",

  // The report links (reports/report-nav.tsx) and a report's page (reports/report.tsx).
  "reports.nav.label": "Reports",
  "reports.nav.overview": "Overview",
  "reports.report.title": "{report} — Drip Drop",
  "reports.report.fallbackName": "Report",
  "reports.report.downloadCsv": "Download CSV",

  // The date range (reports/range-picker.tsx, range.server.ts).
  "reports.range.thisMonth": "This month",
  "reports.range.lastMonth": "Last month",
  "reports.range.thisQuarter": "This quarter",
  "reports.range.last12Months": "Last 12 months",
  "reports.range.custom": "Custom range",
  "reports.range.checkDates": "Check the dates",
  "reports.range.formLabel": "Report period",
  "reports.range.label": "Date range",
  "reports.range.from": "From",
  "reports.range.to": "To",
  "reports.range.unknown": "“{asked}” is not a report range. Showing this month.",
  "reports.range.bothDates": "Choose both a start and an end date. Showing this month.",
  "reports.range.startNotDate":
    "The start date “{value}” is not a date (use YYYY-MM-DD). Showing this month.",
  "reports.range.endNotDate": "The end date “{value}” is not a date (use YYYY-MM-DD). Showing this month.",
  "reports.range.startAfterEnd": "The start date is after the end date. Showing this month.",
  "reports.range.tooLong": "Choose a range of ten years or less. Showing this month.",

  // Words several reports' tables share (reports/views).
  "reports.empty.title": "Nothing in this range.",
  "reports.table.customer": "Customer",
  "reports.table.technician": "Technician",
  "reports.table.total": "Total",
  "reports.table.visits": "Visits",
  "reports.table.finishedVisits": "Finished visits",
  "reports.table.stops": "Stops",
  "reports.table.revenue": "Revenue",
  "reports.table.chemicals": "Chemicals",
  "reports.table.labor": "Labor",
  "reports.table.drive": "Drive",
  "reports.table.profit": "Profit",
  "reports.table.cost": "Cost",
  "reports.table.noFinishedVisits": "No finished visits between these dates.",

  // Revenue.
  "reports.revenue.invoicedBeforeTax": "Invoiced (before tax)",
  "reports.revenue.invoiced": "Invoiced",
  "reports.revenue.collected": "Collected",
  "reports.revenue.chartCaption": "Invoiced and collected by month",
  "reports.revenue.empty": "No invoices were issued and no money came in between these dates.",
  "reports.revenue.tableLabel": "Revenue by customer",
  "reports.revenue.note":
    "Invoiced: invoices issued in the range that were sent (open, paid or written off), before sales tax; drafts and void invoices don't count. Collected: payments received in the range, less refunds.",

  // Profit per account.
  "reports.profit.costs": "Costs",
  "reports.profit.empty": "No revenue and no finished visits between these dates.",
  "reports.profit.chartLowestHighest": "Lowest and highest profit per account",
  "reports.profit.chartCaption": "Profit per account",
  "reports.profit.margin": "Margin",
  "reports.profit.note":
    "Revenue: invoices issued in the range (sent, before tax). Chemicals: each dose at its item's cost. Labor: a labor contract's cost for the stop, else the technician's per-stop rate plus minutes on site at their hourly rate. Drive: miles from the previous stop (the first from home or the shop, the last also back) at the cost per mile.",

  // Profit per route.
  "reports.routes.routeDays": "Route days",
  "reports.routes.profitOnRoutes": "Profit on routes",
  "reports.routes.unroutedRevenue": "Revenue of accounts not visited",
  "reports.routes.chartCaption": "Profit per technician and day",
  "reports.routes.date": "Date",
  "reports.routes.revenueShare": "Revenue share",
  "reports.routes.note":
    "A route is one technician's day. Each visit carries an even share of its account's revenue for the range; costs are the visit's own, as in profit per account.",

  // Outstanding balances.
  "reports.aging.today": "Balances owed today ({date}); the date range does not apply.",
  "reports.aging.outstanding": "Outstanding",
  "reports.aging.pastDue": "Past due",
  "reports.aging.chartCaption": "Outstanding by age",
  "reports.aging.balance": "Balance",
  "reports.aging.empty": "No customer owes anything today.",
  "reports.aging.tableLabel": "Outstanding balances by customer",
  "reports.aging.invoices": "Invoices",

  // Cost assumptions (profit reports).
  "reports.costs.heading": "Cost assumptions",
  "reports.costs.label": "Vehicle cost per mile ($)",
  "reports.costs.description": "Fuel, wear and insurance for each mile driven.",
  "reports.costs.save": "Save",
  "reports.costs.readOnly": "Driving costs {cost} a mile (the owner can change it).",
  "reports.costs.saved": "Cost per mile saved.",
  "reports.costs.invalid": "Enter the cost per mile like 0.70 (0 to 999.99).",

  // Chemical usage.
  "reports.chemicals.empty": "No chemicals were added at finished visits between these dates.",
  "reports.chemicals.atCost": "Chemicals at cost",
  "reports.chemicals.bodiesDosed": "Pools and spas dosed",
  "reports.chemicals.notCosted": "Doses not costed",
  "reports.chemicals.chartCaption": "Cost by product",
  "reports.chemicals.perProductLabel": "Chemicals per product",
  "reports.chemicals.product": "Product",
  "reports.chemicals.used": "Used",
  "reports.chemicals.perTechnician": "Per technician",
  "reports.chemicals.perTechnicianLabel": "Chemicals per technician",
  "reports.chemicals.doses": "Doses",
  "reports.chemicals.costPerVisit": "Cost per visit",
  "reports.chemicals.perBody": "Per body of water",
  "reports.chemicals.perBodyLabel": "Chemicals per body of water",
  "reports.chemicals.bodyOfWater": "Body of water",
  "reports.chemicals.note":
    "Each dose is converted into its item's unit and costed at the item's cost. Doses typed without a catalog item, or whose item has no cost, are counted as not costed.",

  // Technician productivity.
  "reports.productivity.empty": "No technician finished a stop between these dates.",
  "reports.productivity.chartCaption": "Minutes on site and driving (estimate) per technician",
  "reports.productivity.onSite": "On site",
  "reports.productivity.driving": "Driving",
  "reports.productivity.days": "Days",
  "reports.productivity.finished": "Finished",
  "reports.productivity.skipped": "Skipped",
  "reports.productivity.stopsPerDay": "Stops per day",
  "reports.productivity.minutesPerStop": "Minutes per stop",
  "reports.productivity.drivingEstimate": "Driving (estimate)",
  "reports.productivity.clocked": "Clocked",
  "reports.productivity.clockedOffSite": "Clocked, off site",
  "reports.productivity.note":
    'On site: arrived → finished. Driving: the day\'s path (start → stops in the order they were reached → start) in straight lines × the road factor at the average speed. Clocked: work-log time on days with stops; "clocked, off site" is that time less the minutes on site (driving, loading, paid breaks).',

  // Readings compliance.
  "reports.compliance.inRange": "In range",
  "reports.compliance.measured": "Measured",
  "reports.compliance.everyReading": "Every reading in range",
  "reports.compliance.chartCaption": "Visits with every reading in range, per technician (%)",
  "reports.compliance.tableLabel": "Readings compliance per technician",
  "reports.compliance.share": "Share",
  "reports.compliance.mostOften": "Most often out of range",
  "reports.compliance.outOfRangeVisits": "{reading}: {count, plural, one {# visit} other {# visits}}",
  "reports.compliance.note":
    "A visit is in range when every reading with a target (the company's defaults and the body of water's own overrides, as the stop screen shows them) was within it. Visits without such a reading are not measured.",

  // Customer churn.
  "reports.churn.none": "None.",
  "reports.churn.activeAtStart": "Active at the start",
  "reports.churn.gained": "Gained",
  "reports.churn.lost": "Lost",
  "reports.churn.rate": "Churn rate",
  "reports.churn.chartCaption": "Customers over the range",
  "reports.churn.atStart": "At the start",
  "reports.churn.atEnd": "At the end",
  "reports.churn.customers": "Customers",
  "reports.churn.note":
    "A customer counts from the day the record was made until it was archived or set inactive (its last change). Leads are not counted. Churn rate: customers active at the start and lost during the range ÷ those active at the start.",
} as const;
