/**
 * `npm run i18n:walk [baseUrl] [reportFile]`: walks a running app in Spanish and reports the English left on it.
 *
 * Signs in each demo account (owner, technician, pool owner, admin; the demo has no office account), in a phone-sized
 * browser that asks for Spanish (es-ES, 390×844), visits every page of the menu and one detail page of each list (the
 * first row's link), and lists per address the English words the page's `main` shows (the literal words of every
 * catalog message whose Spanish differs, as tests/e2e/i18n-helpers.ts `englishWordsOf` builds them, over all areas)
 * and the browser's console errors and any date shown as 2026-11-19. Prints a short table and writes the report (default data/i18n-walk.md).
 *
 * Read-only: it opens pages and menus, never submits a form. Demo data (names, notes) may be English: the report shows
 * the line each word was found on, so a reader can tell data from the product's own words.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import ts from "typescript";
import { en } from "~/core/i18n/catalogs/en";
import { es } from "~/core/i18n/catalogs/es";
import { englishWordsOf, literals } from "../tests/e2e/english-words";

const baseUrl = (process.argv[2] ?? "http://localhost:3451").replace(/\/$/, "");
const reportFile = process.argv[3] ?? "data/i18n-walk.md";
const PASSWORD = "drip-drop-demo";

const accounts = [
  { name: "owner", email: "owner@bluewave.demo", signInAt: "/signIn" },
  { name: "technician", email: "tech@bluewave.demo", signInAt: "/signIn" },
  { name: "pool owner", email: "pat@poolowner.demo", signInAt: "/homeOwnerSignIn" },
  { name: "admin", email: "admin@dripdrop.demo", signInAt: "/signIn" },
] as const;

/**
 * Words that are the same in both languages or too common in data to mean anything alone (kept short: each one hides
 * real English). The brand is never translated.
 */
const except = ["Drip Drop"];
const words = englishWordsOf(en, es, except);

interface Finding {
  account: string;
  url: string;
  kind: "menu" | "detail";
  status: number | "error";
  /** English words; `data` when every line showing it holds a text of the demo seed. */
  words: { word: string; line: string; data: boolean }[];
  consoleErrors: string[];
  /** Lines that show a date as "2026-11-19": people read dates in their language's way. */
  isoDates: string[];
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const isoDateLines = (text: string) => text.split("\n").filter((line) => ISO_DATE.test(line));

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const wordRe = (w: string) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(w)}($|[^\\p{L}])`, "u");

const patterns = words.map((w) => ({ word: w, re: wordRe(w) }));

/** The text of every string the demo seed writes (names, notes, items): English the product may show as data. */
const seedDir = path.join(import.meta.dirname, "../app/demo");
const seedTexts = readdirSync(seedDir)
  .filter((f) => f.startsWith("seed-demo") && !f.includes(".test."))
  .flatMap((f) => {
    const file = ts.createSourceFile(f, readFileSync(path.join(seedDir, f), "utf8"), ts.ScriptTarget.Latest);
    const texts: string[] = [];
    const visit = (node: ts.Node) => {
      // String literals and the literal parts of template strings.
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)
      )
        texts.push((node as ts.LiteralLikeNode).text);
      ts.forEachChild(node, visit);
    };
    visit(file);
    return texts.map((t) => t.trim()).filter((t) => t.length >= 3);
  });
/** The literal parts of the Spanish messages: a Spanish text may itself hold a word (a code, a brand). */
const spanishTexts = Object.values(es)
  .flatMap(literals)
  .filter((t) => t.length >= 3);

/**
 * Whether a line's use of a word is explained: the line holds a text of the demo seed, or of a Spanish message, that
 * itself holds the word (a seed text that is just the word counts when capitalised, a name such as "Mark"; a lowercase
 * one, such as a tag, only when it is the whole line).
 */
function explained(word: string, line: string) {
  const re = wordRe(word);
  // The line holds the text, or is a paragraph of it (a seed's notes of several lines).
  const holds = (text: string) =>
    (line.includes(text) || (line.length >= 12 && text.includes(line))) && re.test(text);
  return {
    data: seedTexts.some((t) => (t === word && !/^\p{Lu}/u.test(t) ? line === t : holds(t))),
    spanish: spanishTexts.some((t) => t !== word && holds(t)),
  };
}

/**
 * Which English words the text shows, each with the first line it is on that neither the demo's data nor a Spanish
 * message explains; a word every line of which is explained is kept apart as data.
 */
function englishIn(text: string) {
  const lines = text.split("\n").map((l) => l.trim());
  const found: { word: string; line: string; data: boolean }[] = [];
  const short = (line: string) => (line.length > 140 ? `${line.slice(0, 137)}…` : line);
  for (const { word, re } of patterns) {
    const on = lines.filter((l) => re.test(l));
    if (!on.length) continue;
    const reasons = on.map((l) => explained(word, l));
    const unexplained = on.findIndex((_, i) => !reasons[i].data && !reasons[i].spanish);
    if (unexplained >= 0) found.push({ word, line: short(on[unexplained]), data: false });
    else if (reasons.some((r) => r.data)) found.push({ word, line: short(on[0]), data: true });
  }
  // A longer word hides the shorter ones it contains on the same line ("Add customer" and "customer").
  return found.filter(
    (f) =>
      !found.some(
        (g) => g !== f && g.line === f.line && g.word.length > f.word.length && g.word.includes(f.word),
      ),
  );
}

async function signedIn(
  browser: Browser,
  account: (typeof accounts)[number],
): Promise<{ context: BrowserContext; home: string }> {
  // Signed in through the English form (its labels are what the e2e fixtures use), then a Spanish phone context.
  const english = await browser.newContext({ baseURL: baseUrl });
  const page = await english.newPage();
  await page.goto(account.signInAt);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith(account.signInAt), { timeout: 30_000 });
  const home = new URL(page.url()).pathname;
  const storageState = await english.storageState();
  await english.close();
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState,
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  return { context, home };
}

/** Every page the menu offers: the burger opens it, each group is opened in turn. */
async function menuPaths(page: Page): Promise<string[]> {
  const paths = new Set<string>();
  const burger = page.getByRole("button", { name: es["common.shell.toggleNavigation"] });
  if (await burger.isVisible()) await burger.click();
  const nav = page.getByRole("navigation", { name: es["common.shell.sidebar"] });
  await nav.waitFor({ timeout: 10_000 });
  const collect = async () => {
    for (const href of await nav
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      if (href.startsWith("/")) paths.add(href);
  };
  await collect();
  // The top bar's links (the profile page) are pages of every account too.
  for (const href of await page
    .locator("header a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
    if (href.startsWith("/")) paths.add(href);
  // Group headers are the NavLinks that are buttons (no address); opening one closes the one before.
  const groups = nav.locator("button");
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    await groups.nth(i).click();
    await page.waitForTimeout(300);
    await collect();
  }
  return [...paths];
}

/** Opens a page, waits for it to settle, reads `main`. */
async function visit(page: Page, path: string, errors: string[]) {
  errors.length = 0;
  let status: number | "error" = "error";
  try {
    const response = await page.goto(path, { waitUntil: "load", timeout: 60_000 });
    status = response?.status() ?? "error";
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    // Deferred parts stream in after load; give them a moment.
    await page.waitForTimeout(500);
  } catch (e) {
    errors.push(`navigation: ${(e as Error).message.split("\n")[0]}`);
  }
  const text = await page
    .locator("main")
    .first()
    // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered are what is checked.
    .innerText({ timeout: 5_000 })
    .catch(() => "");
  return { status, text };
}

/** The first row's link of a list: an address below the list's own (its detail page), not a new/import form. */
async function firstRowLink(page: Page, listPath: string): Promise<string | undefined> {
  const base = new URL(listPath, baseUrl).pathname.replace(/\/$/, "");
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))
    .catch(() => [] as string[]);
  const inTable = await page
    .locator("main table tbody a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))
    .catch(() => [] as string[]);
  const isDetail = (href: string) => {
    if (!href.startsWith("/")) return false;
    const path = new URL(href, baseUrl).pathname;
    return (
      path.startsWith(`${base}/`) &&
      !/\/(createNew|new|import[^/]*|edit|export[^/]*)(\/|$)/i.test(path.slice(base.length)) &&
      !/\.(csv|pdf)$/i.test(path)
    );
  };
  return hrefs.find(isDetail) ?? inTable.find((h) => h.startsWith("/") && !h.startsWith("?"));
}

const findings: Finding[] = [];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const account of accounts) {
    const { context, home } = await signedIn(browser, account);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      // Map tiles come from the internet, which this machine may not reach; the maps work without them.
      if (m.type() === "error" && !m.location().url.startsWith("https://tile.openstreetmap.org/"))
        errors.push(m.text().slice(0, 200));
    });
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message.slice(0, 200)}`));
    await page.goto(home, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    const paths = await menuPaths(page);
    console.error(`${account.name}: ${paths.length} menu pages`);
    const seen = new Set<string>();
    for (const path of paths) {
      if (seen.has(path)) continue;
      seen.add(path);
      const { status, text } = await visit(page, path, errors);
      findings.push({
        account: account.name,
        url: path,
        kind: "menu",
        status,
        words: englishIn(text),
        consoleErrors: [...errors],
        isoDates: isoDateLines(text),
      });
      const detail = await firstRowLink(page, path);
      if (detail && !seen.has(detail)) {
        seen.add(detail);
        const d = await visit(page, detail, errors);
        findings.push({
          account: account.name,
          url: detail,
          kind: "detail",
          status: d.status,
          words: englishIn(d.text),
          consoleErrors: [...errors],
          isoDates: isoDateLines(d.text),
        });
      }
      const last = findings[findings.length - 1];
      console.error(`  ${last.url} ${last.words.length} words`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}

// The table: one line per address with English of the product or errors; the clean ones (and data only) are counted.
const product = (f: Finding) => f.words.filter((w) => !w.data);
const dirty = findings.filter(
  (f) => product(f).length > 0 || f.consoleErrors.length > 0 || f.isoDates.length > 0 || f.status !== 200,
);
const cell = (s: string) => s.replace(/\|/g, "\\|");
const table = [
  "| account | page | status | English words | demo data words | console errors | ISO dates |",
  "|---|---|---|---|---|---|---|",
  ...dirty.map(
    (f) =>
      `| ${f.account} | ${f.kind === "detail" ? "↳ " : ""}${cell(f.url)} | ${f.status} | ${cell(
        product(f)
          .map((w) => w.word)
          .join(", "),
      )} | ${f.words.length - product(f).length} | ${f.consoleErrors.length} | ${f.isoDates.length} |`,
  ),
];
const details = findings
  .filter((f) => f.words.length > 0 || f.consoleErrors.length > 0 || f.isoDates.length > 0)
  .flatMap((f) => [
    `### ${f.account} ${f.url}`,
    ...f.words.map((w) => `- ${w.data ? "(demo data) " : ""}\`${w.word}\` in: ${w.line}`),
    ...f.consoleErrors.map((e) => `- console: ${e}`),
    ...f.isoDates.map((line) => `- ISO date in: ${line}`),
    "",
  ]);
const report = [
  "# English on Spanish pages (scripts/i18n-walk.ts)",
  "",
  `Walked ${baseUrl} on ${new Date().toISOString()} as ${accounts.map((a) => a.name).join(", ")} (es-ES, 390×844).`,
  `${findings.length} pages, ${findings.length - dirty.length} clean (or English only in the demo's data), ${dirty.length} with English words or console errors; ${words.length} English words looked for.`,
  "A word is demo data when every line showing it holds a text the demo seed writes (app/demo/seed-demo*.ts); a word",
  "a Spanish message itself holds on that line (a code, a brand) is not counted.",
  "",
  ...table,
  "",
  "## Where each word was found",
  "",
  ...details,
].join("\n");
mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(reportFile, report);
console.log(table.join("\n"));
console.log(`\n${findings.length} pages, ${dirty.length} with English or errors. Report: ${reportFile}`);
