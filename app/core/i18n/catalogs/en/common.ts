/** English messages shared by every area. Keys are "common.<part>.<what>"; values are ICU MessageFormat. */
export const common = {
  "common.language.label": "Language",
  "common.language.description": "The words and the number and date style you read Drip Drop in.",
  "common.language.browser": "As my browser says",

  // Reading an uploaded CSV file (core/import/csv.ts).
  "common.equipmentImport.categoryMissing":
    "Say what the equipment is: pump, filter, heater, salt cell, chlorinator, automation, cleaner, light, valve or other.",
  "common.equipmentImport.category":
    "“{value}” is not a kind of equipment we know: pump, filter, heater, salt cell, chlorinator, automation, cleaner, light, valve or other.",
  "common.equipmentImport.tooLong": "At most 100 characters.",
  "common.balanceImport.amountMissing": "The amount owed is missing.",
  "common.balanceImport.amount": "“{value}” is not an amount (1234.50 or $1,234.50).",
  "common.balanceImport.credit": "A credit (a negative balance) is not imported: record it as a credit note.",
  "common.balanceImport.tooLarge": "This amount is larger than one million.",
  "common.balanceImport.twice":
    "This customer already has a balance on line {line}: one balance per customer.",
  "common.recurringImport.customerMissing": "Say whose service it is: the customer's ID, name or e-mail.",
  "common.recurringImport.dayMissing":
    "Say the day of the visit: a weekday (Monday, Mon/Thu, lunes) or a date.",
  "common.recurringImport.day":
    "“{value}” is not a weekday we can read: Monday, Mon/Thu, 1st Tuesday, lunes, or a date (2026-12-07).",
  "common.recurringImport.frequency":
    "“{value}” is not a frequency we can read: weekly, every 2 weeks (up to 12) or monthly.",
  "common.recurringImport.startDate": "“{value}” is not a date we can read (2026-12-07 or 12/7/2026).",
  "common.recurringImport.rateNegative": "A rate cannot be negative.",
  "common.recurringImport.rateTooLarge": "A rate per visit is at most 100,000.",
  "common.recurringImport.notesTooLong": "The notes are longer than 2,000 characters.",
  "common.recurringImport.weekOfMonthNotMonthly":
    "A week of the month (1st Tuesday) is only for a monthly service: say the weekday alone, or monthly.",
  "common.recurringImport.monthOneDay": "A monthly service is on one weekday: say only one.",
  "common.history.dateMissing": "The date of the visit is missing.",
  "common.history.dateInvalid":
    "“{value}” is not a date we can read (2024-03-05 or 3/5/2024), or it is in the future.",
  "common.history.customerMissing": "Say whose visit it is: the customer's ID, name or e-mail.",
  "common.history.dosesInvalid":
    "“{value}” does not read as chemicals: write each as a name and an amount, separated by semicolons (Liquid chlorine 1.5 gal; Acid 32 oz).",
  "common.history.notesTooLong": "The notes are longer than 5,000 characters.",
  "common.csv.notUtf8": "This file is not UTF-8 text. Save it as CSV UTF-8 and try again.",
  "common.csv.notText": "This file is not a CSV text file.",
  "common.csv.notXlsx":
    "This file is not an Excel workbook (.xlsx) we can read. Save it again as .xlsx or CSV UTF-8.",
  "common.csv.empty": "This file is empty.",
  "common.csv.unclosedQuote":
    "This file has a quote that is never closed near line {line}. Check the file, save it as CSV and try again.",
  "common.csv.unclosedQuoteSomewhere":
    "This file has a quote that is never closed. Check the file, save it as CSV and try again.",
  "common.csv.noHeader": "The first row of the file should name the columns, and it is empty.",
  "common.csv.noRows": "This file has a header row but no data rows. Add one row per customer and try again.",
  "common.csv.noItemRows": "This file has a header row but no data rows. Add one row per item and try again.",

  // The customer import's row problems (core/import/validate.ts) and its downloadable report.
  "common.import.status": "Status must be lead, active or inactive, not “{value}”.",
  "common.import.billingTerms": "Billing terms must be due on receipt, net 15 or net 30, not “{value}”.",
  "common.import.rateType": "Rate type must be per stop, per month or per job, not “{value}”.",
  "common.import.language": "Preferred language must be en or es (English or Spanish), not “{value}”.",
  "common.import.displayAsCompany": "Display as business must be yes or no, not “{value}”.",
  "common.import.nameOrBusiness": "Enter the customer's first or last name, or a business name.",
  "common.import.externalIdTooLong": "Keep the customer ID under 100 characters.",
  "common.import.country": "Use the two-letter country code, e.g. US, not “{value}”.",
  "common.import.addressMissing": "Enter the service address: this row has location details without one.",
  "common.import.cityMissing": "Enter the city of the service address.",
  "common.import.bodyNeedsAddress": "A body of water needs the service address it is at.",
  "common.import.kind": "Kind must be pool, spa, fountain or water feature, not “{value}”.",
  "common.import.sanitizer": "Sanitizer must be chlorine, salt, bromine or mineral, not “{value}”.",
  "common.import.volumeMissing":
    "Enter the volume of the body of water in {units, select, us {gallons} other {litres}}.",
  "common.import.volumeNotNumber":
    "Enter the volume as a number of {units, select, us {gallons} other {litres}}, not “{value}”.",
  "common.import.volumeZero": "The volume must be more than 0 {units, select, us {gallons} other {litres}}.",
  "common.import.bodyNameTooLong": "Keep the body of water's name under 60 characters.",
  "common.import.unreadableRow": "This row could not be read.",
  "common.import.reportLine": "Line",
  "common.import.reportColumn": "Column",
  "common.import.reportProblem": "Problem",
  "common.import.reportRow": "Row",
  "common.import.reportMore": "…and {count} more problems. Fix these and check the file again.",

  // A character refused in any typed text (core/text/control-characters.ts): {code} is "U+0000".
  "common.text.controlCharacter":
    "Remove the invisible control character {name, select, nul {NUL ({code})} backspace {backspace ({code})} verticalTab {vertical tab ({code})} formFeed {form feed ({code})} escape {escape ({code})} delete {delete ({code})} other {{code}}} at character {position} (it often comes from pasting); retype the text if you cannot see it.",

  // An uploaded file refused (core/files/content.ts, server/storage.server.ts).
  "common.files.notImage": "This file isn't a PNG, JPEG, WebP or GIF image. Choose a photo or picture file.",
  "common.files.unreadableImage": "This image could not be read. Choose a PNG, JPEG, WebP or GIF image.",
  "common.files.notPdf": "This file isn't a readable PDF.",
  "common.files.notImageOrPdf": "This file isn't a photo (PNG, JPEG, WebP, GIF) or a PDF.",
  "common.files.clearChoice": "Remove the chosen file",
  "common.files.tooLarge": "The file is larger than {mb} MB.",
  "common.files.named": "{name}: {problem}",
  "common.files.tooLargeNamed": "{name}: The file is larger than {mb} MB.",
  "common.files.choosePhoto": "Choose a photo.",
  "common.files.tooManyFiles": "Attach at most {max} files to one message.",
  "common.files.tooManyPhotos": "At most {max} photos.",

  // The signed-in shell (components/shell).
  "common.shell.toggleNavigation": "Toggle navigation",
  "common.shell.search": "Search",
  "common.shell.profileOf": "Profile of {name}",
  "common.shell.accountAdmin": "Admin",
  "common.shell.accountCompany": "Company",
  "common.shell.accountClient": "Client",
  "common.shell.mainMenu": "Main menu",
  "common.shell.home": "Drip Drop home",
  "common.shell.sidebar": "Sidebar",
  "common.shell.logout": "Logout",
  "common.shell.company": "Company",
  "common.shell.switch": "Switch",

  // Error pages (root.tsx, components/layout/route-error.tsx).
  "common.error.pageNotFound": "Page not found",
  "common.error.pageNotFoundText":
    "There is nothing at this address. It may have moved, or the link may be mistyped.",
  "common.error.crashText":
    "We could not show this page. Try again in a moment; if it keeps happening, contact support.",
  "common.error.homePage": "Go to the home page",
  "common.error.notFound": "Not found",
  "common.error.notFoundText": "This record doesn't exist, or it was removed.",
  "common.error.noAccess": "No access",
  "common.error.noAccessText":
    "Your role doesn't include this page. Ask your company's owner if you need it.",
  "common.error.tooManyTries": "Too many tries",
  "common.error.refused": "This can't be done",
  "common.error.crash": "Something went wrong",
  "common.error.crashShort": "We could not show this page. Try again in a moment.",
  "common.error.back": "Go back",
  // No network (components/layout/route-error.tsx) and a new version waiting (field/update-banner.tsx).
  "common.offline.title": "You are offline",
  "common.offline.text": "This page needs a connection. Try again when you have signal.",
  "common.offline.myDay": "Open My day",
  "common.update.title": "Update available",
  "common.update.text":
    "A new version of Drip Drop is ready. Reload when it suits you, for example between stops.",
  "common.update.reload": "Reload",

  // The public frame (components/layout/public-frame.tsx).
  "common.public.navProducts": "Products",
  "common.public.navAbout": "About",
  "common.public.navInfo": "Info",
  "common.public.navContact": "Contact",
  "common.public.navHomeOwners": "Home Owners",
  "common.public.navPoolCompany": "Pool Company",
  "common.public.mainNav": "Main",
  "common.public.openMenu": "Open menu",
  "common.public.menu": "Menu",
  "common.public.closeMenu": "Close menu",
  "common.public.footer": "Drip Drop — open-source software for pool-service companies and pool owners.",
  "common.public.dashboard": "Go to your dashboard",
  "common.public.companySignIn": "Company sign in",
  "common.public.poolOwnerSignIn": "Pool owner sign in",
  "common.public.redeem": "Redeem an invite code",

  // The sidebar's entries, by the seed's labels (core/navigation/menu.ts): English exactly as the seed writes them.
  "common.menu.physicalLocations": "Physical Locations",
  "common.menu.customers": "Customers",
  "common.menu.serviceLocations": "Service Locations",
  "common.menu.bodiesOfWater": "Bodies Of Water",
  "common.menu.equipment": "Equipment",
  "common.menu.operations": "Operations",
  "common.menu.jobs": "Jobs",
  "common.menu.serviceStops": "Service Stops",
  "common.menu.repairRequests": "Repair Requests",
  "common.menu.taskGroups": "Task Groups",
  "common.menu.items": "Items",
  "common.menu.routing": "Routing",
  "common.menu.routeManagment": "Route Managment",
  "common.menu.recurringServiceStops": "Recurring Service Stops",
  "common.menu.routeDashboard": "Route Dashboard",
  "common.menu.routeBuilder": "Route Builder",
  "common.menu.users": "Users",
  "common.menu.roles": "Roles",
  "common.menu.companyUsers": "Company Users",
  "common.menu.recurringLaborContracts": "Recurring Labor Contracts",
  "common.menu.oneTimeLaborContracts": "One Time Labor Contracts",
  "common.menu.workLogs": "Work Logs",
  "common.menu.monies": "Monies",
  "common.menu.contracts": "Contracts",
  "common.menu.invoices": "Invoices",
  "common.menu.payments": "Payments",
  "common.menu.accountantExports": "Accountant Exports",
  "common.menu.purchasedItems": "Purchased Items",
  "common.menu.venders": "Venders",
  "common.menu.stripe": "Stripe",
  "common.menu.stripeProfile": "Stripe Profile",
  "common.menu.subscriptionManagement": "Subscription Management",
  "common.menu.dashboard": "Dashboard",
  "common.menu.messages": "Messages",
  "common.menu.publicPage": "Public Page",
  "common.menu.alerts": "Alerts",
  "common.menu.settings": "Settings",
  "common.menu.reports": "Reports",
  "common.menu.myPool": "My Pool",
  "common.menu.companies": "Companies",
  "common.menu.orders": "Orders",
  "common.menu.category": "Category",
  "common.menu.sellers": "Sellers",
  "common.menu.paymentRequest": "Payment Request",
  "common.menu.deactiveSellers": "Deactive Sellers",
  "common.menu.sellerRequest": "Seller Request",
  "common.menu.liveChat": "Live Chat",
  "common.menu.mailbox": "Mailbox",

  // The home page (routes/public/home.tsx).
  "common.site.home.routingTitle": "Real routing",
  "common.site.home.routingText":
    "Assign recurring stops to technicians and days, reorder a route, and move a stop when someone is out sick.",
  "common.site.home.chemistryTitle": "Correct water chemistry",
  "common.site.home.chemistryText":
    "Record readings and get the saturation index (LSI and CSI) with the doses needed to bring the water back into range.",
  "common.site.home.reportsTitle": "Automatic service reports",
  "common.site.home.reportsText":
    "Each finished stop produces a report with readings, chemicals added, tasks done and photos, sent to the customer.",
  "common.site.home.billingTitle": "Billing your way",
  "common.site.home.billingText":
    "Invoice through your company's own Stripe account, or record cash and check payments by hand.",
  "common.site.home.csvTitle": "CSV import and export",
  "common.site.home.csvText":
    "Bring customers, locations and pools in from a spreadsheet, and take all of your data out whenever you want.",
  "common.site.home.reportTitle": "A report after every visit",
  "common.site.home.reportText":
    "See what was tested, what was added and photos of the pool the same day your technician leaves.",
  "common.site.home.invoicesTitle": "Invoices",
  "common.site.home.invoicesText": "Read and pay your pool company's invoices in one place.",
  "common.site.home.messagesTitle": "Messages",
  "common.site.home.messagesText": "Write to your pool company without hunting for a phone number.",
  "common.site.home.equipmentTitle": "Equipment",
  "common.site.home.equipmentText": "Keep track of your pump, filter, heater and their service history.",
  "common.site.home.heroTitle": "Run your pool-service business from one app",
  "common.site.home.heroText":
    "Drip Drop plans your routes, gets the water chemistry right, sends a service report after every visit and bills your customers. It is open source: host it yourself for free, or let us host it.",
  "common.site.home.createCompany": "Create a company account",
  "common.site.home.ownPool": "I own a pool",
  "common.site.home.alreadyUsing": "Already using Drip Drop?",
  "common.site.home.signIn": "Sign in",
  "common.site.home.companyHeading": "What a pool company gets",
  "common.site.home.companyText": "One place for the office, the owner and every technician on the road.",
  "common.site.home.ownerHeading": "What a pool owner gets",
  "common.site.home.ownerText":
    "When your pool company uses Drip Drop, you can see every visit and everything you owe.",
  "common.site.home.moreOwners": "More for pool owners",
  "common.site.home.moreCompanies": "More for pool companies",
  "common.site.home.openHeading": "Open source, your data stays yours",
  "common.site.home.openText":
    "Run Drip Drop on your own computer or server with no license fee, or use the hosted service. Either way, you can export everything as CSV at any time.",
  "common.site.home.seePlans": "See the plans",
  "common.site.home.readFaq": "Read the FAQ",

  // The products page (routes/public/products.tsx).
  "common.site.products.selfName": "Self-hosted",
  "common.site.products.selfPrice": "Free forever",
  "common.site.products.selfSummary":
    "Run Drip Drop on your own computer or server. The full product, with no license fee.",
  "common.site.products.selfFeature1": "Every feature, no limits on pools or users",
  "common.site.products.selfFeature2": "Runs with a built-in database, or on PostgreSQL",
  "common.site.products.selfFeature3": "You own and back up your data",
  "common.site.products.selfFeature4": "Community help on the public issue tracker",
  "common.site.products.selfCta": "Read how to install",
  "common.site.products.starterName": "Hosted Starter",
  "common.site.products.starterPrice": "$0 for up to 50 pools",
  "common.site.products.starterSummary": "We run it for you. Made for a one-truck company getting started.",
  "common.site.products.starterFeature1": "Routing, water chemistry and service reports",
  "common.site.products.starterFeature2": "Pool-owner portal for your customers",
  "common.site.products.starterFeature3": "Billing with your own Stripe account, or cash and check",
  "common.site.products.starterFeature4": "CSV import and export",
  "common.site.products.createCompany": "Create a company account",
  "common.site.products.proName": "Hosted Pro",
  "common.site.products.proPrice": "$49/month per company + $1 per active pool",
  "common.site.products.proSummary": "For growing companies with an office and several technicians.",
  "common.site.products.proFeature1": "Everything in Starter, with no pool limit",
  "common.site.products.proFeature2": "Roles for office staff and technicians",
  "common.site.products.proFeature3": "Daily backups of your data",
  "common.site.products.proFeature4": "E-mail support from the people who build it",
  "common.site.products.enterpriseName": "Enterprise",
  "common.site.products.contactUs": "Contact us",
  "common.site.products.enterpriseSummary":
    "For large or multi-branch operations with their own IT requirements.",
  "common.site.products.enterpriseFeature1": "PostgreSQL cluster sized for your company",
  "common.site.products.enterpriseFeature2": "Single sign-on (SSO)",
  "common.site.products.enterpriseFeature3": "Help moving your data from your current tool",
  "common.site.products.enterpriseFeature4": "Agreed support hours",
  "common.site.products.product1": "Customers, service locations, bodies of water and equipment",
  "common.site.products.product2": "Recurring routes assigned to technicians and days",
  "common.site.products.product3": "Water readings with LSI and CSI, and dose suggestions",
  "common.site.products.product4": "Service reports with readings, tasks and photos",
  "common.site.products.product5": "Jobs, repair requests, invoices and payments",
  "common.site.products.product6": "A portal where pool owners see reports, invoices and messages",
  "common.site.products.title": "Products and plans",
  "common.site.products.intro":
    "Drip Drop is one product for pool-service companies and their customers. The software is open source, so the plans differ only in who runs it for you and how much help you get.",
  "common.site.products.whatHeading": "What is in the product",
  "common.site.products.plansHeading": "Plans",
  "common.site.products.footnote":
    "Prices are in US dollars. An active pool is a body of water with at least one service stop in the month. Payment processing fees are charged by Stripe to your own account.",

  // The about page (routes/public/about.tsx).
  "common.site.about.dataTitle": "Your data is yours",
  "common.site.about.dataText":
    "Customer lists, water history and invoices are the core of a pool company. You can export all of it as CSV, or run the whole system yourself.",
  "common.site.about.codeTitle": "You can read the code",
  "common.site.about.codeText":
    "The chemistry math, the routing and the billing rules are public. If a number looks wrong, anyone can check how it was calculated.",
  "common.site.about.lockTitle": "No lock-in",
  "common.site.about.lockText":
    "If we stop hosting Drip Drop, or you stop liking us, the software keeps working on your own machine.",
  "common.site.about.title": "About Drip Drop",
  "common.site.about.intro":
    "Drip Drop is open-source software for pool-service companies and the people whose pools they look after. It covers the daily work of a route-based pool business: customers, routes, water chemistry, service reports and billing.",
  "common.site.about.whoHeading": "Who we are",
  "common.site.about.whoText":
    "Drip Drop is built by a small team of developers and open-source contributors. We work in the open: the code, the issue tracker and the plans are visible to everyone, and feedback from technicians, office staff and pool owners decides what we work on next.",
  "common.site.about.whyHeading": "Why open source",
  "common.site.about.compareHeading": "How we compare with commercial tools",
  "common.site.about.compareText1":
    "Skimmer, Pool Brain and Pool Office Manager are established products made for pool-service companies, and Jobber is general field-service software used by many trades, including pool service. They have years of polish, native mobile apps and support teams, and many companies are well served by them.",
  "common.site.about.compareText2": "Drip Drop takes a different approach rather than claiming to do more:",
  "common.site.about.point1": "It is free to run yourself, with no per-technician license.",
  "common.site.about.point2":
    "It works in the phone's browser, so there is nothing to install on a technician's phone.",
  "common.site.about.point3":
    "Water chemistry follows published formulas (the Langelier and calcite saturation indexes) that you can inspect.",
  "common.site.about.point4": "Payments go to your own Stripe account; we never hold your money.",
  "common.site.about.point5": "Everything can be exported as CSV, whichever plan you use.",
  "common.site.about.younger":
    "It is younger than those products, and some of their features are not in Drip Drop. If you need something we do not do yet, please",
  "common.site.about.tellUs": "tell us",
  "common.site.about.seePlans": "See the plans",
  "common.site.about.contactUs": "Contact us",

  // The pool company page (routes/public/pool-company.tsx).
  "common.site.poolCompany.officeTitle": "For the office",
  "common.site.poolCompany.office1": "Customers, service addresses, pools and equipment in one list",
  "common.site.poolCompany.office2": "Recurring routes: assign each stop to a technician and a day",
  "common.site.poolCompany.office3": "Move stops when someone is out, and see what was missed",
  "common.site.poolCompany.office4":
    "Invoices, with card payments through your own Stripe account or cash and check recorded by hand",
  "common.site.poolCompany.office5": "CSV import to get started and CSV export whenever you want",
  "common.site.poolCompany.techTitle": "For technicians",
  "common.site.poolCompany.tech1": "Today's route on the phone, in order, with addresses and gate notes",
  "common.site.poolCompany.tech2": "Enter readings and see LSI, CSI and the doses to add",
  "common.site.poolCompany.tech3": "Check off tasks and take photos at the stop",
  "common.site.poolCompany.tech4": "The service report goes to the customer when the stop is finished",
  "common.site.poolCompany.tech5": "Works in the phone's browser: nothing to install",
  "common.site.poolCompany.ownerTitle": "For the owner",
  "common.site.poolCompany.owner1": "Roles and permissions for office staff and technicians",
  "common.site.poolCompany.owner2": "Invite your team and your customers with invite codes",
  "common.site.poolCompany.owner3": "See stops completed, chemicals used and money owed",
  "common.site.poolCompany.owner4": "Your data stays yours: run Drip Drop yourself or let us host it",
  "common.site.poolCompany.owner5": "Several companies? Switch between them from one account",
  "common.site.poolCompany.title": "Software for your pool-service company",
  "common.site.poolCompany.intro":
    "Drip Drop keeps the office, the technicians on the road and the owner working from the same information: customers, routes, water chemistry, service reports and billing.",
  "common.site.poolCompany.createCompany": "Create a company account",
  "common.site.poolCompany.signIn": "Sign in",
  "common.site.poolCompany.everyone": "One app for everyone in the company",
  "common.site.poolCompany.startHeading": "Start in an afternoon",
  "common.site.poolCompany.step1": "Create your company account. You become its Owner.",
  "common.site.poolCompany.step2": "Import your customers and pools from a CSV file, or add them by hand.",
  "common.site.poolCompany.step3": "Invite your office staff and technicians and give each a role.",
  "common.site.poolCompany.step4": "Build your routes and send your customers their invite codes.",
  "common.site.poolCompany.seePlans": "See the plans",

  // The home owners page (routes/public/homeowners.tsx).
  "common.site.homeowners.reportTitle": "A report after every visit",
  "common.site.homeowners.reportText":
    "Chlorine, pH, alkalinity and the other readings, plus the chemicals added and the tasks done, the same day.",
  "common.site.homeowners.photosTitle": "Photos of your pool",
  "common.site.homeowners.photosText":
    "See what your technician saw: the water, the equipment pad and anything that needs attention.",
  "common.site.homeowners.invoicesTitle": "Invoices in one place",
  "common.site.homeowners.invoicesText":
    "Every invoice from your pool company, what is paid and what is due, and card payments when your company accepts them.",
  "common.site.homeowners.messagesTitle": "Messages",
  "common.site.homeowners.messagesText":
    "Ask a question or report a problem to your pool company, with the conversation kept in one place.",
  "common.site.homeowners.equipmentTitle": "Your equipment",
  "common.site.homeowners.equipmentText":
    "The pump, filter, heater and other equipment at your pool, with its repair and service history.",
  "common.site.homeowners.freeTitle": "Free for pool owners",
  "common.site.homeowners.freeText":
    "A pool owner account costs nothing. Your pool company pays for Drip Drop, or runs it themselves.",
  "common.site.homeowners.title": "Know what happens at your pool",
  "common.site.homeowners.intro":
    "When your pool company uses Drip Drop, you get a report after every visit, your invoices and a direct line to the people who look after your pool.",
  "common.site.homeowners.createAccount": "Create a pool owner account",
  "common.site.homeowners.haveCode": "I have an invite code",
  "common.site.homeowners.whatHeading": "What you get",
  "common.site.homeowners.howHeading": "How to get started",
  "common.site.homeowners.step1": "Ask your pool company for an invite code.",
  "common.site.homeowners.step2": "Create a pool owner account with your name and e-mail address.",
  "common.site.homeowners.step3": "Enter the invite code to link your account to your pool company.",
  "common.site.homeowners.step4": "Your pools, reports and invoices appear on your dashboard.",
  "common.site.homeowners.notYet":
    "Does your pool company not use Drip Drop yet? Tell them about it: it is free to run, and the hosted service is free for small companies.",
  "common.site.homeowners.redeem": "Redeem an invite code",
  "common.site.homeowners.signIn": "Sign in",

  // The contact page (routes/public/contact.tsx).
  "common.site.contact.sent": "Thanks — your message was sent. We reply within one business day.",
  "common.site.contact.chooseTopic": "Choose a topic",
  "common.site.contact.topicCompany": "I run a pool-service company",
  "common.site.contact.topicHomeowner": "I own a pool",
  "common.site.contact.topicSupport": "Help with Drip Drop",
  "common.site.contact.topicOther": "Something else",
  "common.site.contact.title": "Contact us",
  "common.site.contact.intro":
    "Questions about Drip Drop, help with your account, or a feature your company needs: write to us and a person will answer.",
  "common.site.contact.sentTitle": "Message sent",
  "common.site.contact.name": "Name",
  "common.site.contact.email": "E-mail",
  "common.site.contact.topic": "Topic",
  "common.site.contact.message": "Message",
  "common.site.contact.send": "Send message",
  "common.site.contact.whenHeading": "When we reply",
  "common.site.contact.whenText": "We answer every message within one business day, by e-mail.",
  "common.site.contact.customerHeading": "Already a customer of a pool company?",
  "common.site.contact.customerText":
    "Questions about your pool, a visit or an invoice are best sent to your pool company from your Drip Drop dashboard.",
  "common.site.contact.selfHeading": "Running it yourself?",
  "common.site.contact.selfText":
    'Choose "Help with Drip Drop" as the topic and tell us your version and database (built-in or PostgreSQL).',

  // The questions and answers page (routes/public/info.tsx).
  "common.site.info.startedTitle": "Getting started",
  "common.site.info.laptopQ": "Can I run Drip Drop on my own laptop?",
  "common.site.info.laptopA":
    "Yes. Install Node.js 24, download the source code, and run {install} in its folder. Drip Drop then opens at {address} with a built-in database stored in the {folder} folder, so nothing else needs to be installed.",
  "common.site.info.postgresQ": "Can I use PostgreSQL?",
  "common.site.info.postgresA":
    "Yes. Set the {variable} environment variable to your PostgreSQL connection string before starting Drip Drop. The built-in database is fine for trying it out and for small companies; PostgreSQL is the better choice for a server shared by a whole team.",
  "common.site.info.importQ": "Can I bring my customers over from a spreadsheet or another tool?",
  "common.site.info.importA":
    "Yes. Customers, service locations and pools can be imported from CSV files. Most pool-service tools can export a customer list as CSV, and you can export your Drip Drop data as CSV at any time.",
  "common.site.info.pricingQ": "How much does it cost?",
  "common.site.info.pricingA":
    "Running it yourself is free. The hosted service is free for up to 50 pools, then $49 a month per company plus $1 per active pool. The {plans} has the details.",
  "common.site.info.plansPage": "plans page",
  "common.site.info.usingTitle": "Using Drip Drop",
  "common.site.info.lsiQ": "What is LSI?",
  "common.site.info.lsiA":
    "The Langelier Saturation Index tells you whether pool water will tend to dissolve plaster and corrode metal (negative) or leave scale (positive). It is calculated from pH, temperature, calcium hardness, total alkalinity, cyanuric acid and dissolved solids; a value between about -0.3 and +0.3 is considered balanced. Drip Drop also shows the calcite saturation index (CSI) and suggests doses to bring the water into range.",
  "common.site.info.phonesQ": "Can technicians use it on their phones?",
  "common.site.info.phonesA":
    "Yes. Drip Drop works in the phone's web browser, so there is no app to install. A technician sees the day's route, opens each stop, enters readings and doses, checks off tasks and adds photos. The service report is sent when the stop is finished.",
  "common.site.info.paymentsQ": "How do customers pay?",
  "common.site.info.paymentsA":
    "A company can connect its own Stripe account, so card payments go straight to the company and Drip Drop never holds the money. Companies that do not use Stripe can record cash and check payments by hand against each invoice.",
  "common.site.info.ownersTitle": "Pool owners and data",
  "common.site.info.ownersQ": "How does a pool owner get access?",
  "common.site.info.ownersA":
    "Your pool company gives you an invite code. Create an account, then enter the code on the {redeem} page. Your account is then linked to your company, and you see your service reports, invoices, messages and equipment.",
  "common.site.info.redeemLink": "redeem invite code",
  "common.site.info.dataQ": "What data does Drip Drop store?",
  "common.site.info.dataA":
    "The names, e-mail addresses and roles of people with accounts; a company's customers, service addresses, pools and equipment; routes and service stops; water readings, chemicals added and photos; and invoices and payment records. Card numbers are never stored in Drip Drop: they stay with Stripe.",
  "common.site.info.privacyQ": "Who can see my company's data?",
  "common.site.info.privacyA":
    "Only the people in your company, each limited by their role: an Owner sees everything, Office staff handle customers, scheduling and billing, and Technicians see customers and the stops they work. A pool owner sees only their own pools, reports and invoices.",
  "common.site.info.title": "Questions and answers",
  "common.site.info.intro": "How Drip Drop works, how to run it, and what it costs.",
  "common.site.info.stillHeading": "Still have a question?",
  "common.site.info.contactUs": "Contact us",
  "common.site.info.seePlans": "See the plans",
  "common.profile.title": "Your profile",
  "common.profile.companyDescription": "How your team and customers see you.",
  "common.profile.photoAlt": "Your photo",
  "common.profile.firstName": "First name",
  "common.profile.lastName": "Last name",
  "common.profile.phone": "Phone",
  "common.profile.photo": "Photo",
  "common.profile.photoHelp": "PNG, JPEG, WebP or GIF, up to 5 MB.",
  "common.profile.removePhoto": "Remove my photo",
  "common.profile.save": "Save profile",
  "common.profile.saved": "Profile saved.",
  // Lists (components/data-table/list-controls.tsx).
  "common.list.all": "All",
  "common.list.search": "Search",
  "common.list.firstPage": "First page",
  "common.list.previousPage": "Previous page",
  "common.list.nextPage": "Next page",
  "common.list.lastPage": "Last page",
  "common.list.none": "No {noun}",
  "common.list.range": "{from}–{to} of {total} {noun}",
  "common.list.pages": "Pages of {noun}",
  "common.list.exportCsv": "Export CSV",

  // Confirmation dialogs and archiving (components/forms/confirm-action.tsx, archive-button.tsx).
  "common.confirm.close": "Close",
  "common.confirm.cancel": "Cancel",
  "common.archive.title": "Archive {name}?",
  "common.archive.keepsHistory": "Nothing is deleted: its history stays, and you can restore it later.",
  "common.archive.customer": "Archive customer",
  "common.archive.location": "Archive location",
  "common.archive.bodyOfWater": "Archive body of water",
  "common.archive.equipment": "Archive equipment",
  "common.archive.item": "Archive item",
  "common.archive.taskGroup": "Archive task group",
  "common.archive.vendor": "Archive vendor",
  "common.archive.product": "Archive product",
  "common.restore.customer": "Restore customer",
  "common.restore.location": "Restore location",
  "common.restore.bodyOfWater": "Restore body of water",
  "common.restore.equipment": "Restore equipment",
  "common.restore.item": "Restore item",
  "common.restore.taskGroup": "Restore task group",
  "common.restore.vendor": "Restore vendor",
  "common.restore.product": "Restore product",

  // Form pieces (components/forms).
  "common.customerPicker.label": "Customer",
  "common.customerPicker.all": "All customers",
  "common.customerPicker.searching": "Searching…",
  "common.customerPicker.noMatch": "No customer matches",
  "common.periodPicker.show": "Show",
  "common.targetRange.minimum": "{reading} minimum{unit, select, none {} other { ({unit})}}",
  "common.targetRange.maximum": "{reading} maximum{unit, select, none {} other { ({unit})}}",
  "common.targetRange.noDefault": "no default",
  "common.importSteps.stepNamed": "Step {n} of {total}: {step}",
  "common.importSteps.step": "Step {n} of {total}",

  // Search results (components/layout/search-results.tsx).
  "common.search.title": "Search",
  "common.search.resultsFor": "Results for “{q}”",
  "common.search.typeAbove": "Type in the search box at the top.",
  "common.search.nothing": "Nothing matches “{q}”. Try part of a name or an e-mail address.",

  // An action of the admin log that has no words of its own (an older release's key; routes/admin/audit-labels.ts).
  // English shows core/audit's words for the key instead; these are for the other languages.
  "common.audit.action": "Action",
  "common.audit.otherAction": "Other action ({action})",

  // Maps (components/map).
  "common.map.noCoordinates": "No coordinates yet.",
  "common.map.legend": "Map legend",
  "common.map.legendStops": "({count, plural, one {# stop} other {# stops}})",
  "common.map.legendPlaces": "({count, plural, one {# place} other {# places}})",
  "common.map.nothing": "Nothing with coordinates to show on the map.",
  // What a screen reader calls the map (aria-roledescription), and the title of Leaflet's credit link.
  "common.map.status.remaining": "remaining",
  "common.map.status.inProgress": "in progress",
  "common.map.status.finished": "finished",
  "common.map.status.skipped": "skipped",
  "common.map.status.cancelled": "cancelled",
  "common.map.roleDescription": "map",
  "common.map.leafletTitle": "A JavaScript library for interactive maps",
  "common.map.summary":
    "{places, plural, one {# place} other {# places}} on {routes, plural, one {# route} other {# routes}}; the map loads in the browser.",
} as const;
