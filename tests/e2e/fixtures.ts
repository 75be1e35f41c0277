import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";
import { e2ePort } from "./ports";

/** Password of every demo account (see app/demo/seed-demo.server.ts). */
export const DEMO_PASSWORD = "drip-drop-demo";

/** The demo accounts; only read-only tests may sign in with them. */
export const demo = {
  admin: { email: "admin@dripdrop.demo", path: "/signIn", dashboard: "/admin/dashboard", name: "Ada Admin" },
  owner: {
    email: "owner@bluewave.demo",
    path: "/signIn",
    dashboard: "/company/dashboard",
    name: "Olivia Owens",
  },
  tech: {
    email: "tech@bluewave.demo",
    path: "/signIn",
    dashboard: "/company/dashboard",
    name: "Tomas Reyes",
  },
  client: {
    email: "pat@poolowner.demo",
    path: "/homeOwnerSignIn",
    dashboard: "/dashboard",
    name: "Pat Morgan",
  },
} as const;
export type DemoAccount = keyof typeof demo;

export const SIGN_IN_MISMATCH = "That e-mail and password don't match an account.";

/** A short random suffix so every test's data is its own. */
export function uniqueSuffix() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** Signs in through the form and waits for the dashboard the account type lands on. */
export async function signIn(page: Page, email: string, password: string, path = "/signIn") {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  // The shell is on screen once the top bar's profile link is there.
  await expect(page.getByRole("link", { name: /^Profile of / })).toBeVisible();
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}

export interface NewCompanyAccount extends NewAccount {
  companyName: string;
}

async function fillSignUp(page: Page, account: NewAccount) {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
}

function newAccount(prefix: string): NewAccount {
  const suffix = uniqueSuffix();
  // Letters only in names: the suffix makes them unique for the top-bar search.
  const tag = suffix.replace(/[^a-z]/g, "").slice(0, 6) || "x";
  const firstName = `${prefix[0].toUpperCase()}${prefix.slice(1)}${tag}`;
  const lastName = `Tester${tag}`;
  return {
    email: uniqueEmail(prefix),
    password: `pw-${suffix}`,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
  };
}

const newCompanyAccount = (): NewCompanyAccount => ({
  ...newAccount("owner"),
  companyName: `E2E Pools ${uniqueSuffix()}`,
});

/** Creates a company (and its Owner) by filling /signUp's form; ends on the company dashboard. */
export async function signUpCompanyThroughForm(page: Page): Promise<NewCompanyAccount> {
  const account = newCompanyAccount();
  await page.goto("/signUp");
  await fillSignUp(page, account);
  await page.getByLabel("Company name").fill(account.companyName);
  await page.getByRole("button", { name: "Create company account" }).click();
  await expectCompanyDashboard(page, account);
  return account;
}

/**
 * Creates a company (and its Owner) by posting /signUp's form as the browser would, then opens the company dashboard
 * unless told not to (`openDashboard: false`, for a test whose next step opens another page). The form itself is
 * tested through `signUpCompanyThroughForm` (accounts.spec.ts); the ~130 tests that only need a company of their own
 * skip loading the sign-up page and, most of them, the dashboard: each costs seconds on the loaded CI machine.
 */
export async function signUpCompany(
  page: Page,
  { openDashboard = true }: { openDashboard?: boolean } = {},
): Promise<NewCompanyAccount> {
  const account = newCompanyAccount();
  const { firstName, lastName, email, password, companyName } = account;
  // page.request shares the page's cookies: the session cookie of the answer signs the page in.
  const response = await page.request.post("/signUp", {
    form: { firstName, lastName, email, password, companyName },
    headers: { Origin: baseURL() },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-up answered ${response.status()}`).toBe(302);
  expect(response.headers().location).toBe("/company/dashboard");
  if (openDashboard) {
    await page.goto("/company/dashboard");
    await expectCompanyDashboard(page, account);
    // Tests go on by clicking the menu: a click while React takes over the page can be lost on a loaded machine.
    await hydrated(page);
  }
  return account;
}

async function expectCompanyDashboard(page: Page, account: NewAccount) {
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
}

/** Creates a pool owner account through /homeOwnerSignUp; ends on the client dashboard. */
export async function signUpClient(page: Page): Promise<NewAccount> {
  const account = newAccount("pool");
  await page.goto("/homeOwnerSignUp");
  await fillSignUp(page, account);
  await page.getByRole("button", { name: "Create pool owner account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
  return account;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const demoStates = new Map<DemoAccount, Promise<StorageState>>();

/** Signs a demo account in through the UI once per worker and hands out its cookies. */
export function demoStorageState(browser: Browser, account: DemoAccount): Promise<StorageState> {
  let state = demoStates.get(account);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL: baseURL() });
      const page = await context.newPage();
      await signIn(page, demo[account].email, DEMO_PASSWORD, demo[account].path);
      const saved = await context.storageState();
      await context.close();
      return saved;
    })();
    demoStates.set(account, state);
    state.catch(() => demoStates.delete(account));
  }
  return state;
}

/** A fresh browser context signed in as a demo account (read-only use). */
export async function demoContext(browser: Browser, account: DemoAccount, options: { width?: number } = {}) {
  return browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, account),
    ...(options.width ? { viewport: { width: options.width, height: 844 } } : {}),
  });
}

/** A console error or uncaught page error seen in one of the test's browser pages. */
export interface ConsoleProblem {
  kind: "console.error" | "pageerror";
  text: string;
  /** The page's address when it happened. */
  pageUrl: string;
  /** For a console message, where it came from (for "Failed to load resource", the resource's URL). */
  sourceUrl: string;
  /** For a failed response the browser logged: "METHOD resourceType status", e.g. "POST fetch 400". */
  request?: string;
}

interface AllowedProblem {
  /** What the message says. */
  text: RegExp;
  /** The resource (or, failing that, the page) it is about. */
  url: RegExp;
  /** The response the message is about ("METHOD resourceType status"); without it, anything matches. */
  request?: RegExp;
}

const appUrl = new RegExp(`^${escapeRegExp(baseURL())}/`);

/**
 * The only browser errors a test may cause. The browser logs every 4xx response it loads, and tests ask for some on
 * purpose; anything else, React's hydration errors (#418/#423/#425) above all, fails the test. Keep it narrow.
 */
const ALLOWED_PROBLEMS: AllowedProblem[] = [
  // A form a test submits with bad input: the action answers 400 with the field messages (by fetch, or as a page
  // without JavaScript).
  { text: /status of 400 \(Bad Request\)$/, url: appUrl, request: /^POST (fetch|document) 400$/ },
  // A page a test opens to see the Not found page (another company's record, a made-up id). Only whole pages: a
  // missing script, image or data request still fails.
  { text: /status of 404 \(Not Found\)$/, url: appUrl, request: /^GET document 404$/ },
  // A page a test opens to see a role refused ("No access").
  { text: /status of 403 \(Forbidden\)$/, url: appUrl, request: /^GET document 403$/ },
  // A visit for a job that is not ready for one: the page refuses with 409 and the reason.
  {
    text: /status of 409 \(Conflict\)$/,
    url: new RegExp(`${appUrl.source}company/serviceStops/createNew/[^/?]+$`),
    request: /^GET document 409$/,
  },
  // A stop's finish request the offline tests cut off on purpose (page.route(…).abort()).
  {
    text: /^Failed to load resource: net::ERR_FAILED$/,
    url: new RegExp(`${appUrl.source}company/serviceStops/detail/[^/?]+/visit$`),
  },
  // A change (or a photo) the phone's outbox replayed that the server refuses (the stop reassigned or deleted meanwhile).
  {
    text: /status of 40[34] \((Forbidden|Not Found)\)$/,
    url: new RegExp(`${appUrl.source}company/serviceStops/detail/[^/?]+/(visit|photos)$`),
    request: /^POST fetch 40[34]$/,
  },
  // A request a test made with the network off (context.setOffline: tests/e2e/pwa.spec.ts).
  { text: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/, url: appUrl },
  // Map tiles come from the internet, which the test machine may not reach; the maps work without them (DESIGN).
  { text: /^Failed to load resource: net::ERR_/, url: /^https:\/\/tile\.openstreetmap\.org\// },
];

function isAllowed(problem: ConsoleProblem) {
  return ALLOWED_PROBLEMS.some(
    (a) =>
      a.text.test(problem.text) &&
      a.url.test(problem.sourceUrl || problem.pageUrl) &&
      (!a.request || a.request.test(problem.request ?? "")),
  );
}

/** Records console errors and uncaught errors of every page of a context, and the 4xx/5xx answers it got. */
function watchContext(
  context: BrowserContext,
  problems: ConsoleProblem[],
  failedResponses: Map<string, string[]>,
) {
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    problems.push({
      kind: "console.error",
      text: message.text(),
      pageUrl: message.page()?.url() ?? "",
      sourceUrl: message.location().url,
    });
  });
  context.on("weberror", (error) => {
    const e = error.error();
    problems.push({
      kind: "pageerror",
      text: `${e.name}: ${e.message}`,
      pageUrl: error.page()?.url() ?? "",
      sourceUrl: "",
    });
  });
  // "Failed to load resource" does not say which request; the responses do (a POST's 400 vs. a GET's).
  context.on("response", (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    const seen = failedResponses.get(response.url()) ?? [];
    seen.push(`${request.method()} ${request.resourceType()} ${response.status()}`);
    failedResponses.set(response.url(), seen);
  });
}

/** Ties each "Failed to load resource: … status of N" to the response it is about. */
function withRequests(problems: ConsoleProblem[], failedResponses: Map<string, string[]>) {
  return problems.map((p) => {
    const status = p.text.match(/status of (\d{3})/)?.[1];
    if (!status) return p;
    const seen = failedResponses.get(p.sourceUrl || p.pageUrl) ?? [];
    return { ...p, request: seen.find((r) => r.endsWith(` ${status}`)) };
  });
}

function describeProblems(problems: ConsoleProblem[]) {
  return problems
    .map(
      (p) =>
        `  ${p.kind} on ${p.pageUrl}${p.sourceUrl && p.sourceUrl !== p.pageUrl ? ` (from ${p.sourceUrl})` : ""}${p.request ? ` [${p.request}]` : ""}:\n    ${p.text}`,
    )
    .join("\n");
}

/**
 * A page's `goto` and `reload` of one of the app's HTML pages return once React Router has hydrated it, as a person
 * sees it work: a tab, a menu or a button clicked on the server's HTML before the page's code runs does nothing, and
 * how soon the code runs depends on the machine's load. `{ waitUntil: "commit" }` opts out (a test of what happens
 * before hydration); a page that never hydrates is left after 15 s for the test's own expectation to say why.
 */
function hydrateAfterLoads(page: Page) {
  const settle = async (response: Response | null, waitUntil: string | undefined) => {
    const html = (response?.headers()["content-type"] ?? "").includes("text/html");
    if (html && waitUntil !== "commit")
      await page
        .waitForFunction(() => "__reactRouterDataRouter" in window, null, { timeout: 15_000 })
        .catch(() => undefined);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
}

/**
 * `signedInAs("owner")` opens a page in a new context signed in as a demo account (cookies from one UI sign-in per
 * worker); the contexts are closed after the test.
 *
 * `consoleErrors` (automatic) watches every page of the test — the default `page`, `signedInAs` pages, and any
 * context the test opens with `browser.newContext()` — and fails the test on a console error or page error that
 * ALLOWED_PROBLEMS does not allow. `list` is what it saw so far; `clear()` forgets it (for a test that causes one).
 */
export const test = base.extend<{
  signedInAs: (account: DemoAccount, options?: { width?: number }) => Promise<Page>;
  consoleErrors: { readonly list: ConsoleProblem[]; clear(): void };
}>({
  consoleErrors: [
    async ({ browser }, use) => {
      const problems: ConsoleProblem[] = [];
      const failedResponses = new Map<string, string[]>();
      // Every context of the test, the default one included, is made through browser.newContext (Playwright's own
      // `context` fixture calls it too, after this automatic fixture is set up), so wrapping it sees them all
      // without an extra page load. An own property shadows the prototype's method for this test only.
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        // Every context asks for reduced motion, as the config's own do: the app then has no transitions to wait out.
        const context = await newContext.call(browser, { reducedMotion: "reduce", ...options });
        watchContext(context, problems, failedResponses);
        context.on("page", hydrateAfterLoads);
        return context;
      };
      try {
        await use({
          list: problems,
          clear: () => {
            problems.length = 0;
          },
        });
      } finally {
        delete (browser as Partial<Browser>).newContext;
      }
      const unexpected = withRequests(problems, failedResponses).filter((p) => !isAllowed(p));
      expect(
        unexpected.map((p) => `${p.kind}: ${p.text}`),
        `console errors or page errors in the browser:\n${describeProblems(unexpected)}\n`,
      ).toEqual([]);
    },
    { auto: true },
  ],
  signedInAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, options) => {
      const context = await demoContext(browser, account, options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

export { expect };

/**
 * Waits until React Router has hydrated the page: a button that opens a dialog or a menu does nothing when it is
 * clicked before that (on a loaded machine the server's HTML is on screen seconds earlier).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

export function baseURL() {
  return `http://localhost:${e2ePort()}`;
}

/** The notification toast (top right) with this message. */
export function toast(page: Page, message: string | RegExp): Locator {
  return page.getByRole("alert").filter({ hasText: message });
}

/** Picks an option of a Mantine Select (a combobox). */
export async function chooseOption(page: Page, label: string | RegExp, option: string) {
  await page
    .getByRole("textbox", { name: label })
    .or(page.getByRole("combobox", { name: label }))
    .first()
    .click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The field shows this validation message, tied to the input by aria-describedby (what a screen reader reads). */
export async function expectFieldError(
  scope: Page | Locator,
  label: string | RegExp,
  message: string | RegExp,
) {
  const input = scope.getByLabel(label);
  await expect(input).toHaveAccessibleDescription(
    typeof message === "string" ? new RegExp(escapeRegExp(message)) : message,
  );
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export interface AxeProblem {
  /** e.g. "color-contrast (2 elements)". */
  summary: string;
  rule: string;
  /** What axe says, for the first few elements. */
  details: string;
}

/** The serious and critical axe violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  // Faster: only violations are detailed, and legacy mode runs in the page itself instead of opening a blank page
  // to merge frame results (the app has no iframes).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      summary: `${v.id} (${v.nodes.length} ${v.nodes.length === 1 ? "element" : "elements"})`,
      details: `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`)
        .join("\n")}`,
    }));
}

/** Runs axe on the page and fails on serious or critical violations, printing them. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const problems = await seriousAxeViolations(page);
  if (problems.length)
    console.log(`Axe violations on ${page.url()}:\n${problems.map((p) => p.details).join("\n")}`);
  expect(
    problems.map((p) => p.summary),
    `serious/critical axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** A new, signed-out browser window at a phone's width (390 px). */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/**
 * The page fits its width: nothing but the tables' own scroll regions scrolls sideways. Polled, because right after a
 * resize the layout may not have settled yet.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(1);
}

/** On a customer's page, the office makes a pool owner invite code (Pool owner access tab); returns the code. */
export async function createOwnerInviteCode(page: Page) {
  await page.getByRole("tab", { name: "Pool owner access" }).click();
  await page.getByRole("button", { name: "Create pool owner invite code" }).click();
  const created = toast(page, /^Invite code [A-Z2-9]{8} created\.$/);
  await expect(created).toBeVisible();
  return (await created.textContent())!.match(/Invite code ([A-Z2-9]{8}) created/)![1];
}

/** A signed-in pool owner redeems an invite code; their account is then linked to that customer. */
export async function redeemInviteCode(owner: Page, code: string, account: { name: string }) {
  await owner.goto("/reedemInviteCode");
  await owner.getByLabel("Invite code").fill(code);
  await owner.getByRole("button", { name: "Check code" }).click();
  await owner.getByRole("button", { name: `Redeem as ${account.name}` }).click();
  await expect(toast(owner, "Your pool company is linked to your account.")).toBeVisible();
}

/** The badges on the page whose words are cut off (an ellipsis, or clipped to a dot), by their text. */
export async function truncatedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mantine-Badge-root, .mantine-Badge-label")]
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `"${el.textContent}" (${el.clientWidth} of ${el.scrollWidth} px shown)`),
  );
}

/** No badge on the page hides part of its words ("OPER…"). */
export async function expectNoTruncatedBadges(page: Page) {
  expect(await truncatedBadges(page), `truncated badges on ${page.url()}`).toEqual([]);
}

/**
 * The visible links, buttons and form controls smaller than `min` × `min` px (WCAG 2.2 target size), described. A
 * link inside a sentence (in a paragraph) is exempt, as the guideline allows; a control drawn by its label (an
 * invisible input) is measured by its label, a checkbox or radio together with its label (a tap on either ticks it);
 * hidden or inert things (a phone's closed menu) don't count. `within`: only the controls inside these elements.
 */
export async function smallTouchTargets(page: Page, min = 24, within = "body"): Promise<string[]> {
  const args = { min, within };
  return page.evaluate(({ min, within }) => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=tab]";
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.closest(within) || el.closest("[inert], [aria-hidden=true]") || el.closest("p")) continue;
      let target: HTMLElement = el;
      if (el instanceof HTMLInputElement && getComputedStyle(el).opacity === "0" && el.labels?.[0])
        target = el.labels[0];
      const style = getComputedStyle(target);
      if (style.visibility === "hidden" || target.getClientRects().length === 0) continue;
      let box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const tick = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
      for (const label of tick && target === el ? (el.labels ?? []) : []) {
        const l = label.getBoundingClientRect();
        const [x, y] = [Math.min(box.left, l.left), Math.min(box.top, l.top)];
        box = new DOMRect(x, y, Math.max(box.right, l.right) - x, Math.max(box.bottom, l.bottom) - y);
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "")
          .trim()
          .slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, args);
}

/** Every link and control on the page (or inside `within`) is at least 24 × 24 px (or `min`) to tap. */
export async function expectTouchTargets(page: Page, min = 24, within = "body") {
  const small = await smallTouchTargets(page, min, within);
  expect(small, `touch targets under ${min} px on ${page.url()}`).toEqual([]);
}

/** Every cell of a table row is fully on screen (not cut off by the screen's edge or a sideways scroll). */
export async function expectRowOnScreen(row: Locator) {
  // The row in the middle of the screen; sideways, its start stays where it is (a wide table is not scrolled).
  await row.evaluate((el) => el.scrollIntoView({ block: "center", inline: "nearest" }));
  for (const cell of await row.getByRole("cell").all()) await expect(cell).toBeInViewport({ ratio: 1 });
}
