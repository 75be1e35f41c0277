import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { field as englishField } from "~/core/i18n/catalogs/en/field";
import { mail as englishMail } from "~/core/i18n/catalogs/en/mail";
import { field as spanishField } from "~/core/i18n/catalogs/es/field";
import { mail as spanishMail } from "~/core/i18n/catalogs/es/mail";
import { baseURL, chooseOption, demoStorageState, expect, test, toast } from "./fixtures";
import { spanishContext } from "./i18n-helpers";
import { blockMapTiles } from "./locations-helpers";
import { waitForMail } from "./mail";

// The demo technician works one of today's demo stops: a fresh database per run (playwright.config), one test.
test.describe.configure({ timeout: 150_000 });

/**
 * English field messages a Spanish page must not show: those that differ from their Spanish and have no arguments
 * (a message with arguments is checked through its Spanish wording on the page instead).
 */
const englishOnly = Object.entries(englishField)
  .filter(
    ([key, message]) => !message.includes("{") && spanishField[key as keyof typeof spanishField] !== message,
  )
  .map(([, message]) => message);

/** Everyday English UI words that would give away an untranslated label. */
const ENGLISH_WORDS =
  /\b(Save|Finish|Readings?|Checklist|Arrive|Skip|Notes|Photos?|Chemicals?|Amount|Record|Recommended|Last visit|Back|Today|done|required|Retest|Unit)\b/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The company's own words (its chemical items' names, its checklist's task names) are data, written in whatever
 * language the company uses; they are collected from the page and left out of the check.
 */
const companyWords = new Set<string>();

async function collectCompanyWords(page: Page) {
  const main = page.getByRole("main");
  for (const option of await main.locator("select option").allInnerTexts()) companyWords.add(option.trim());
  const taskNames = await main
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ""));
  for (const name of taskNames) if (name.trim()) companyWords.add(name.trim());
}

/** Fails with the English left in the main region, if any. */
async function expectNoEnglish(page: Page) {
  await collectCompanyWords(page);
  // The rendered text, one element's words apart from the next's (textContent would run them together).
  // biome-ignore lint/performance/useDomNodeTextContent: the words as read, separated, are what is checked
  let text = await page.getByRole("main").innerText();
  for (const words of [...companyWords].sort((x, y) => y.length - x.length))
    text = text.split(words).join(" · ");
  const left = englishOnly.filter((message) =>
    new RegExp(`(^|\\W)${escapeRegExp(message)}($|\\W)`).test(text),
  );
  expect(left, "English field messages on a Spanish page").toEqual([]);
  expect(text.match(ENGLISH_WORDS)?.[0] ?? null, "an English UI word on a Spanish page").toBeNull();
}

const reading = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The report e-mail's fixed English words (no arguments) that differ from their Spanish: none may reach the customer. */
const englishReportWords = Object.entries(englishMail)
  .filter(
    ([key, message]) =>
      key.startsWith("mail.report.") &&
      !message.includes("{") &&
      message.length > 3 &&
      spanishMail[key as keyof typeof spanishMail] !== message,
  )
  .map(([, message]) => message);

/** The office marks the stop's customer as Spanish-speaking on the customer's page; returns their e-mail address. */
async function customerPrefersSpanish(browser: import("@playwright/test").Browser, stopUrl: string) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, "owner"),
  });
  const office = await context.newPage();
  await blockMapTiles(office);
  await office.goto(stopUrl);
  await office.getByRole("main").getByRole("link", { name: "Customer page" }).click();
  await office.getByRole("tab", { name: "Details & billing" }).click();
  const email = await office.getByLabel("E-mail", { exact: true }).inputValue();
  await chooseOption(office, "Preferred language", "Español");
  await office.getByRole("button", { name: "Save customer" }).click();
  await expect(toast(office, "Customer saved.")).toBeVisible();
  await context.close();
  expect(email, "the demo customer has an e-mail address").toContain("@");
  return email;
}

test("a Spanish-speaking technician works a stop in Spanish, with a decimal comma, on a 390 px phone; the customer's report is Spanish", async ({
  browser,
}) => {
  const context = await spanishContext(browser, "tech");
  const page = await context.newPage();
  await blockMapTiles(page);

  // My day, in Spanish.
  await page.goto("/company/serviceStops?view=day");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Paradas de servicio" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Mi día" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByText(/^Hoy: \d+ paradas, 0 hechas$/)).toBeVisible();
  await expectNoEnglish(page);

  // The first stop of the route: arrive.
  await main.getByRole("listitem").first().getByRole("link").click();
  await expect(main.getByRole("button", { name: "Llegar" })).toBeVisible();
  const customerEmail = await customerPrefersSpanish(browser, page.url());
  await main.getByRole("button", { name: "Llegar" }).click();
  await expect(toast(page, "Llegada registrada: la parada está en curso.")).toBeVisible();
  await expect(main.getByText("en curso", { exact: true })).toBeVisible();

  // Readings with a decimal comma; the analysis speaks Spanish as it is typed.
  const pool = main.locator("section[aria-labelledby^='body-']").first();
  await reading(pool, "pH").fill("7,4");
  await expect(pool.getByRole("region", { name: /^Análisis del agua de / })).toBeVisible();
  await expect(pool.getByText(/^El LSI necesita: /)).toBeVisible();

  // A dose, typed with a decimal comma too.
  await pool.getByRole("button", { name: /^Agregar un químico a / }).click();
  const chemicalName = pool.getByLabel("Nombre del químico");
  if (await chemicalName.count()) await chemicalName.last().fill("Ácido muriático");
  await pool.getByLabel("Cantidad agregada").last().fill("1,5");

  // The checklist: every task done.
  await expect(main.getByRole("heading", { name: "Lista de tareas" })).toBeVisible();
  for (const box of await main.getByRole("checkbox").all()) await box.check();
  await expect(main.getByRole("button", { name: "Guardar avance" })).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: "test-results/i18n-technician-390-work.png", fullPage: true });

  // Finishing too early: what holds it up is said in Spanish (the task names are the company's own words).
  await main.getByRole("button", { name: "Terminar parada" }).click();
  await expect(toast(page, "La parada aún no se puede terminar")).toBeVisible();
  await expect(main.getByText(/^Ingrese el valor de “.+”\.$/).first()).toBeVisible();
  await expect(main.getByText(/^Agregue la foto de “.+”\.$/).first()).toBeVisible();

  // The checklist's values (a decimal comma again) and photos.
  for (const value of await main.getByRole("textbox", { name: /: valor$/ }).all()) await value.fill("12,5");
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const photoButtons = main.locator('label[aria-label^="Tomar foto de "]');
  for (let i = await photoButtons.count(); i > 0; i--) {
    await photoButtons.first().locator('input[type="file"]').setInputFiles({
      name: "pool.jpg",
      mimeType: "image/jpeg",
      buffer: jpeg,
    });
    await expect(photoButtons).toHaveCount(i - 1);
  }

  await main.getByRole("button", { name: "Terminar parada" }).click();
  await expect(toast(page, /^Parada terminada\./)).toBeVisible();

  // The summary reads the reading and the dose back in the page's number style.
  await expect(main.getByText("terminada", { exact: true }).first()).toBeVisible();
  const summary = main.getByRole("table").first();
  await expect(summary.getByRole("columnheader", { name: "Lectura" })).toBeVisible();
  await expect(summary.getByRole("row", { name: /^pH 7,4/ })).toBeVisible();
  await expect(main.getByText(/^Agregado: .* 1,5 /)).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: "test-results/i18n-technician-390-summary.png", fullPage: true });

  // The customer prefers Spanish: their report e-mail is Spanish, from the subject down, with the reading in it.
  const report = await waitForMail({ to: customerEmail, subject: /^Su reporte de servicio de piscina — / });
  expect(report.text).toContain("pH");
  expect(report.text).toMatch(/7[.,]4/);
  expect(report.text).toContain(spanishMail["mail.report.added"]);
  expect(englishReportWords.filter((words) => report.text.includes(words))).toEqual([]);
  expect(report.attachments).toContainEqual(
    expect.objectContaining({ filename: expect.stringMatching(/^reporte-de-servicio-.+\.pdf$/) }),
  );

  // Nothing sideways on the phone: labels wrap rather than push the page wider.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
