import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
/**
 * THE route table. Every URL of the product, grouped by family; each family's layout module carries the middleware
 * that guards its subtree (see app/route-families.ts and app/core/access/guard.ts).
 */
export default [
  // Public marketing site and pages open to everyone.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("products", "routes/public/products.tsx"),
    route("about", "routes/public/about.tsx"),
    route("info", "routes/public/info.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("homeowners", "routes/public/homeowners.tsx"),
    route("company", "routes/public/pool-company.tsx"),
    route("reedemInviteCode", "routes/public/reedem-invite-code.tsx"),
    // The pool owner's estimate link (issue 6: jobs)
    route("estimate/:token", "routes/public/estimate.tsx"),
    // The pool owner's invoice link and its PDF (money: invoices)
    route("invoice/:token", "routes/public/invoice.tsx"),
    route("invoice/:token/pdf", "routes/public/invoice-pdf.tsx"),
    // The pool owner's service agreement link (money: service agreements)
    route("agreement/:token", "routes/public/agreement.tsx"),
    route("agreement/:token/signed.pdf", "routes/public/agreement-pdf.tsx"),
    // A company's public page, no sign-in (mirror of the client's /companies/profile/:companyId)
    route("pool-companies/:companyId", "routes/public/company-page.tsx"),
    // Stripe (issue 8): onboarding return pages, the invoice's pay button, Checkout's return pages, the webhook
    route("refresh/:connectedAccountId", "routes/public/stripe-refresh.tsx"),
    route("return/:connectedAccountId", "routes/public/stripe-return.tsx"),
    route("invoice/:token/checkout", "routes/public/invoice-checkout.ts"),
    route("success/sessionId/:sessionId", "routes/public/payment-success.tsx"),
    route("canceled", "routes/public/payment-canceled.tsx"),
    route("stripe/webhook", "routes/api/stripe-webhook.ts"),
  ]),

  // Sign-in and sign-up: a signed-in user is sent to their dashboard.
  layout("routes/auth/layout.tsx", [
    route("signUp", "routes/auth/sign-up.tsx"),
    route("signIn", "routes/auth/sign-in.tsx"),
    route("homeOwnerSignUp", "routes/auth/home-owner-sign-up.tsx"),
    route("homeOwnerSignIn", "routes/auth/home-owner-sign-in.tsx"),
    route("forgotPassword", "routes/auth/forgot-password.tsx"),
    route("resetPassword", "routes/auth/reset-password.tsx"),
  ]),
  route("signOut", "routes/sign-out.ts"),
  route("uploads/:file", "routes/uploads.ts"),

  // Platform admin.
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/search", "routes/admin/search.tsx"),
    // Platform admin console (issue 10)
    route("admin/dashboard/orders", "routes/admin/orders.tsx"),
    route("category", "routes/admin/categories.tsx"),
    route("seller", "routes/admin/sellers/list.tsx"),
    route("seller/:companyId", "routes/admin/sellers/detail.tsx"),
    route("payment-request", "routes/admin/payment-requests.tsx"),
    route("deactive-sellers", "routes/admin/sellers/deactivated.tsx"),
    route("sellers-request", "routes/admin/sellers/requests.tsx"),
    // Live Chat: support conversations with companies (messages)
    route("chat-seller", "routes/admin/chat/list.tsx"),
    route("chat-seller/new", "routes/admin/chat/new.tsx"),
    route("chat-seller/files/:name", "routes/admin/chat/file.ts"),
    route("chat-seller/:threadId", "routes/admin/chat/thread.tsx"),
    // E-mail captured without SMTP (issue 18): Admin only, audit-logged; there is no public dev mailbox
    route("admin/mailbox", "routes/admin/mailbox.tsx"),
    route("admin/mailbox/:mailId/:filename", "routes/admin/mailbox-attachment.ts"),
    // Background jobs that failed every attempt, with a retry (issue 22): Admin only, audit-logged
    route("admin/jobs", "routes/admin/jobs.tsx"),
  ]),

  // Pool-service companies.
  layout("routes/company/layout.tsx", [
    route("company/select", "routes/company/select.tsx"),
    layout("routes/company/member-layout.tsx", [
      layout("routes/company/page-access.tsx", [
        route("company/dashboard", "routes/company/dashboard/page.tsx"),
        route("company/profile", "routes/company/profile.tsx"),
        route("company/settings", "routes/company/settings.tsx"),
        // QuickBooks Online (issue 23): connect, mappings, the sync log; Intuit's OAuth answer comes back to callback
        route("company/settings/accounting", "routes/company/accounting/page.tsx"),
        route("company/settings/accounting/callback", "routes/company/accounting/callback.ts"),
        route("company/seller", "routes/company/seller/seller.tsx"),
        route("company/public-profile", "routes/company/public-profile/page.tsx"),
        route("company/stripe-profile", "routes/company/stripe-profile.tsx"),
        route("company/roles", "routes/company/roles/list.tsx"),
        route("company/roles/:roleId", "routes/company/roles/detail.tsx"),
        route("company/search", "routes/company/search.tsx"),
        // Physical locations (issue 3)
        route("company/customers", "routes/company/customers/list.tsx"),
        route("company/customers/createNew", "routes/company/customers/create.tsx"),
        route("company/customers/details/:customerId", "routes/company/customers/detail.tsx"),
        route("company/bodiesOfWater", "routes/company/bodies-of-water/list.tsx"),
        route(
          "company/bodiesOfWater/createNew/:customerId/:serviceLocationId",
          "routes/company/bodies-of-water/create.tsx",
        ),
        route("company/bodiesOfWater/details/:bodyOfWaterId", "routes/company/bodies-of-water/detail.tsx"),
        route("company/equipmentList", "routes/company/equipment/list.tsx"),
        route("company/equipment/createNew/:bodyOfWaterId", "routes/company/equipment/create.tsx"),
        route("company/equipment/details/:equipmentId", "routes/company/equipment/detail.tsx"),
        route("company/serviceLocations", "routes/company/service-locations/list.tsx"),
        route(
          "company/serviceLocations/createNew/:customerId",
          "routes/company/service-locations/create.tsx",
        ),
        route(
          "company/serviceLocations/details/:serviceLocationId",
          "routes/company/service-locations/detail.tsx",
        ),
        route("company/customers/import", "routes/company/customers/import.tsx"),
        route("company/customers/options", "routes/company/customers/options.ts"),
        route("company/serviceStops", "routes/company/service-stops/list.tsx"),
        route("company/serviceStops/createNew/:jobId", "routes/company/service-stops/create.tsx"),
        route("company/serviceStops/detail/:serviceStopId", "routes/company/service-stops/detail.tsx"),
        route("company/serviceStops/detail/:serviceStopId/visit", "routes/company/service-stops/visit.ts"),
        route("company/serviceStops/detail/:serviceStopId/photos", "routes/company/service-stops/photos.ts"),
        route(
          "company/serviceStops/detail/:serviceStopId/repairRequest",
          "routes/company/service-stops/repair-request.ts",
        ),
        // Stops another company subcontracted to us (labor contracts), worked as the contract's guest.
        route("company/contractStops/:serviceStopId", "routes/company/contract-stops/detail.tsx"),
        route("company/contractStops/:serviceStopId/visit", "routes/company/contract-stops/visit.ts"),
        route("company/contractStops/:serviceStopId/photos", "routes/company/contract-stops/photos.ts"),
        route("company/customers/export.csv", "routes/company/exports/customers.ts"),
        route("company/serviceLocations/export.csv", "routes/company/exports/locations.ts"),
        route("company/bodiesOfWater/export.csv", "routes/company/exports/bodies.ts"),
        route("company/equipmentList/export.csv", "routes/company/exports/equipment.ts"),
        route("company/taskGroups", "routes/company/task-groups/list.tsx"),
        route("company/taskGroups/createNew", "routes/company/task-groups/create.tsx"),
        route("company/taskGroups/details/:taskGroupId", "routes/company/task-groups/detail.tsx"),
        // Items and vendors (issue 6)
        route("company/items", "routes/company/items/list.tsx"),
        route("company/items/createNew", "routes/company/items/create.tsx"),
        route("company/items/detail/:id", "routes/company/items/detail.tsx"),
        route("company/items/export.csv", "routes/company/exports/items.ts"),
        route("company/items/import", "routes/company/items/import.tsx"),
        route("company/venders", "routes/company/vendors/list.tsx"),
        route("company/venders/createNew", "routes/company/vendors/create.tsx"),
        route("company/venders/detail/:vendorId", "routes/company/vendors/detail.tsx"),
        // Recurring service (issue 5)
        route("company/recurringServiceStop", "routes/company/recurring-stops/list.tsx"),
        route(
          "company/recurringServiceStop/createNew/:customerId",
          "routes/company/recurring-stops/create.tsx",
        ),
        route(
          "company/recurringServiceStop/details/:recurringServiceStopId",
          "routes/company/recurring-stops/detail.tsx",
        ),
        route("company/routeManagement", "routes/company/route-management/page.tsx"),
        // Route dashboard and routing overview (issue 5)
        route("company/routeDashboard", "routes/company/route-dashboard.tsx"),
        route("company/routing", "routes/company/routing.tsx"),
        route("company/routeBuilder", "routes/company/route-builder/page.tsx"),
        route("company/repairRequests", "routes/company/repair-requests/list.tsx"),
        route("company/repairRequests/createNew", "routes/company/repair-requests/create.tsx"),
        route("company/repairRequests/:repairRequestId", "routes/company/repair-requests/detail.tsx"),
        // Purchases and receipts (issue 6)
        route("company/purchasedItems", "routes/company/purchases/list.tsx"),
        route("company/purchasedItems/createNew", "routes/company/purchases/create.tsx"),
        route("company/purchasedItems/detail/:purchaseId", "routes/company/purchases/line-detail.tsx"),
        route("company/receipts/detail/:receiptId", "routes/company/purchases/receipt-detail.tsx"),
        route("company/receipts/file/:name", "routes/company/purchases/receipt-file.ts"),
        // Jobs (issue 6)
        route("company/jobs", "routes/company/jobs/list.tsx"),
        route("company/jobs/createNew", "routes/company/jobs/create.tsx"),
        route("company/jobs/detail/:jobId", "routes/company/jobs/detail.tsx"),
        route("company/jobs/history/:jobId", "routes/company/jobs/history.tsx"),
        // Work logs and payroll (issue 7)
        route("company/workLogs", "routes/company/work-logs/list.tsx"),
        route("company/workLogs/payroll", "routes/company/work-logs/payroll.tsx"),
        route("company/workLogs/payroll.csv", "routes/company/exports/payroll.ts"),
        route("company/workLogs/:workLogId", "routes/company/work-logs/detail.tsx"),
        // Company users and invitations (issue 7)
        route("company/companyUsers", "routes/company/company-users/list.tsx"),
        route("company/companyUsers/createNew", "routes/company/company-users/create.tsx"),
        route("company/companyUsers/:companyUserId", "routes/company/company-users/detail.tsx"),
        // Money (issue 8)
        route("company/invoices/billingRun", "routes/company/billing-run/page.tsx"),
        // Invoices, payments and statements (money: invoices)
        route("company/invoices", "routes/company/invoices/list.tsx"),
        route("company/invoices/:invoiceId", "routes/company/invoices/detail.tsx"),
        route("company/invoices/:invoiceId/pdf", "routes/company/invoices/pdf.ts"),
        route("company/invoices/statement/:customerId", "routes/company/invoices/statement.tsx"),
        route("company/invoices/statement/:customerId/:format", "routes/company/invoices/statement-file.ts"),
        route("company/payments", "routes/company/payments/list.tsx"),
        route("company/payments/export.csv", "routes/company/payments/export.ts"),
        // The accountant's files for a period (issue 23)
        route("company/accountantExports", "routes/company/accountant-exports/page.tsx"),
        route("company/accountantExports/:file", "routes/company/accountant-exports/download.ts"),
        // Labor contracts (issue 7)
        route("company/laborContracts", "routes/company/labor-contracts/list.tsx"),
        route("company/laborContracts/createNew/:jobId", "routes/company/labor-contracts/create.tsx"),
        route("company/laborContracts/details/:laborContractId", "routes/company/labor-contracts/detail.tsx"),
        route("company/recurringLaborContracts", "routes/company/recurring-labor-contracts/list.tsx"),
        route(
          "company/recurringLaborContracts/createNew",
          "routes/company/recurring-labor-contracts/create.tsx",
        ),
        route(
          "company/recurringLaborContracts/:laborContractId",
          "routes/company/recurring-labor-contracts/detail.tsx",
        ),
        // Service agreements and terms templates (money)
        route("company/contracts", "routes/company/contracts/list.tsx"),
        route("company/contracts/createNew/:customerId", "routes/company/contracts/create.tsx"),
        route("company/contracts/contract/:contractId", "routes/company/contracts/detail.tsx"),
        route("company/contracts/contract/:contractId/edit", "routes/company/contracts/edit.tsx"),
        // Alerts (issue 10)
        route("company/alerts", "routes/company/alerts/list.tsx"),
        route("company/alerts/rules", "routes/company/alerts/rules.tsx"),
        route("company/contracts/contract/:contractId/signed.pdf", "routes/company/contracts/signed-pdf.ts"),
        // Subscriptions on the company's Stripe account (money: subscriptions)
        route("company/stripe-subscriptions/products", "routes/company/stripe-products/list.tsx"),
        route("company/products/addNew", "routes/company/stripe-products/create.tsx"),
        route("company/products/edit/:productId", "routes/company/stripe-products/edit.tsx"),
        route("company/subscription-management", "routes/company/subscription-management/page.tsx"),
        // Reports (issue 10)
        route("company/reports", "routes/company/reports/overview.tsx"),
        route("company/reports/:report", "routes/company/reports/report.tsx"),
        route("company/reports/:report/export.csv", "routes/company/reports/export.ts"),
        // Messages (issue 9)
        route("company/messages", "routes/company/messages/inbox.tsx"),
        route("company/messages/new", "routes/company/messages/new.tsx"),
        route("company/messages/files/:name", "routes/company/messages/file.ts"),
        route("company/messages/:threadId", "routes/company/messages/thread.tsx"),
      ]),
    ]),
  ]),

  // Pool owners.
  layout("routes/client/layout.tsx", [
    route("dashboard", "routes/client/dashboard.tsx"),
    route("profile", "routes/client/profile.tsx"),
    route("settings", "routes/client/settings.tsx"),
    route("search", "routes/client/search.tsx"),
    // The client portal: the owner's pools, visits and equipment
    route("mypool", "routes/client/my-pool/page.tsx"),
    route("equipment", "routes/client/equipment/list.tsx"),
    route("equipment/:equipmentId", "routes/client/equipment/detail.tsx"),
    // Portal: problems reported by the owner, pools they describe themselves, invoices and receipts
    route("mypool/report", "routes/client/my-pool/report-problem.tsx"),
    route("mypool/own/:poolId", "routes/client/my-pool/own-pool.tsx"),
    route("invoices", "routes/client/invoices/list.tsx"),
    route("invoices/:invoiceId", "routes/client/invoices/detail.tsx"),
    route("invoices/:invoiceId/receipt/:paymentId", "routes/client/invoices/receipt.tsx"),
    route("invoices/:invoiceId/receipt/:paymentId/pdf", "routes/client/invoices/receipt-pdf.ts"),
    // The pool owner's service agreements
    route("contracts", "routes/client/contracts/list.tsx"),
    route("contracts/contract/:contractId", "routes/client/contracts/detail.tsx"),
    route("contracts/contract/:contractId/signed.pdf", "routes/client/contracts/signed-pdf.ts"),
    // The companies directory
    route("companies", "routes/client/companies/list.tsx"),
    route("companies/profile/:companyId", "routes/client/companies/profile.tsx"),
    // Messages with the owner's pool companies
    route("messages", "routes/client/messages/list.tsx"),
    route("messages/new", "routes/client/messages/new.tsx"),
    route("messages/files/:name", "routes/client/messages/file.ts"),
    route("messages/:threadId", "routes/client/messages/thread.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
