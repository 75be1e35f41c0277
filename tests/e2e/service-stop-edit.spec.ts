import type { Locator, Page } from "@playwright/test";
import { fieldStatus, goOffline, openStopFromMyDay, pool, statusBadge } from "./field-helpers";
import {
  baseURL,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  hydrated,
  test,
  toast,
} from "./fixtures";
import { blockMapTiles } from "./locations-helpers";
import { companyWithPool, scheduleStop } from "./stop-helpers";
import { addTechnician } from "./team-helpers";

/**
 * The office edits a stop's instructions and estimated time (issue 19: "If the office edited the stop meanwhile, the
 * technician's readings, doses, checklist and photos are kept; the office's edits to other fields stay; the stop's
 * history shows both").
 */

test.describe.configure({ mode: "parallel", timeout: 240_000 });

const EDITED = "Stop updated. The technician's work on it is kept.";
const MINUTES_INVALID = "Enter whole minutes between 0 and 600.";
const TOO_LONG = "Keep the description under 2,000 characters.";

const editDialog = (page: Page) => page.getByRole("dialog", { name: /^Edit S-\d+$/ });
async function openEdit(page: Page): Promise<Locator> {
  // The button opens its dialog once React has hydrated the page (a click before that does nothing).
  await hydrated(page);
  await page.getByRole("button", { name: "Edit stop" }).click();
  const dialog = editDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the office edits a stop's instructions and estimated minutes; a bad value is refused next to its field and saves nothing", async ({
  page: office,
  browser,
}, testInfo) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  const stop = await scheduleStop(office, customer, null, undefined, {
    instructions: "Vacuum the deep end.",
    minutes: "30",
  });
  const main = office.getByRole("main");
  await expect(main.getByText("Vacuum the deep end.", { exact: true })).toBeVisible();
  await expect(main.getByText("Estimated time: 30 min", { exact: true })).toBeVisible();

  // Prefilled with the stop's values; axe on the open form.
  let dialog = await openEdit(office);
  const instructions = dialog.getByLabel("Instructions for the technician");
  const minutes = dialog.getByLabel("Estimated minutes");
  await expect(instructions).toHaveValue("Vacuum the deep end.");
  await expect(minutes).toHaveValue("30");
  await expectNoSeriousAxeViolations(office);

  // The browser's check: a negative number of minutes, said next to the field; what was typed stays.
  await instructions.fill("Net the leaves first.");
  await minutes.fill("-5");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expectFieldError(dialog, "Estimated minutes", MINUTES_INVALID);
  await expect(instructions).toHaveValue("Net the leaves first.");
  await expect(minutes).toHaveValue("-5");
  // Instructions over the limit.
  await minutes.fill("45");
  await instructions.fill("x".repeat(2_001));
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expectFieldError(dialog, "Instructions for the technician", TOO_LONG);
  await expect(minutes).toHaveValue("45");

  // The server's check (the form posted without the browser's check): the page comes back with the dialog open,
  // the message next to the field and what was typed.
  await instructions.fill("Net the leaves first.");
  await minutes.fill("700");
  await dialog.locator("form").evaluate((form: HTMLFormElement) => form.submit());
  dialog = editDialog(office);
  await expect(dialog).toBeVisible();
  await expectFieldError(dialog, "Estimated minutes", MINUTES_INVALID);
  await expect(dialog.getByLabel("Instructions for the technician")).toHaveValue("Net the leaves first.");
  await expect(dialog.getByLabel("Estimated minutes")).toHaveValue("700");

  // Nothing was saved: the stop as it was, no edit in its history.
  await office.goto(stop);
  await expect(main.getByText("Vacuum the deep end.", { exact: true })).toBeVisible();
  await expect(main.getByText("Estimated time: 30 min", { exact: true })).toBeVisible();
  await expect(main.getByText(/changed the stop/)).toHaveCount(0);

  // A good edit: the toast, the dialog closed, the new values on the page and before/after in the history.
  dialog = await openEdit(office);
  await dialog
    .getByLabel("Instructions for the technician")
    .fill("Net the leaves, then vacuum the deep end.");
  await dialog.getByLabel("Estimated minutes").fill("45");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(office, EDITED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main.getByText("Net the leaves, then vacuum the deep end.", { exact: true })).toBeVisible();
  await expect(main.getByText("Estimated time: 45 min", { exact: true })).toBeVisible();
  await expect(main.getByText(/ changed the stop$/)).toHaveCount(1);
  await expect(
    main.getByText("instructions: Vacuum the deep end. → Net the leaves, then vacuum the deep end.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(main.getByText("estimated time: 30 min → 45 min", { exact: true })).toBeVisible();

  // Opened again: the saved values.
  dialog = await openEdit(office);
  await expect(dialog.getByLabel("Instructions for the technician")).toHaveValue(
    "Net the leaves, then vacuum the deep end.",
  );
  await expect(dialog.getByLabel("Estimated minutes")).toHaveValue("45");

  // At a phone's width the form fits: nothing sideways, every field and both buttons on screen.
  await office.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(office);
  for (const control of [
    dialog.getByLabel("Instructions for the technician"),
    dialog.getByLabel("Estimated minutes"),
    dialog.getByRole("button", { name: "Cancel" }),
    dialog.getByRole("button", { name: "Save changes" }),
  ])
    await expect(control).toBeInViewport({ ratio: 1 });
  // The toast of the save (it closes by itself) would cover the dialog's title in the picture.
  await expect(toast(office, EDITED)).toBeHidden({ timeout: 15_000 });
  await office.screenshot({ path: testInfo.outputPath("edit-stop-390.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // In Spanish: the button, the form and the history's before and after.
  const spanish = await browser.newContext({
    baseURL: baseURL(),
    storageState: await office.context().storageState(),
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  const es = await spanish.newPage();
  await blockMapTiles(es);
  await es.goto(stop);
  const esMain = es.getByRole("main");
  await expect(esMain.getByText("Tiempo estimado: 45 min", { exact: true })).toBeVisible();
  await expect(esMain.getByText(/ cambió la parada$/)).toHaveCount(1);
  await expect(
    esMain.getByText("instrucciones: Vacuum the deep end. → Net the leaves, then vacuum the deep end.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(esMain.getByText("tiempo estimado: 30 min → 45 min", { exact: true })).toBeVisible();
  await hydrated(es);
  await es.getByRole("button", { name: "Editar parada" }).click();
  const esDialog = es.getByRole("dialog", { name: /^Editar S-\d+$/ });
  await expect(esDialog.getByLabel("Instrucciones para el técnico")).toHaveValue(
    "Net the leaves, then vacuum the deep end.",
  );
  await esDialog.getByLabel("Minutos estimados").fill("-1");
  await esDialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expectFieldError(esDialog, "Minutos estimados", "Ingrese minutos enteros entre 0 y 600.");
  await expect(esDialog.getByRole("button", { name: "Cancelar" })).toBeVisible();
  await spanish.close();
});

test.describe("while the technician is offline", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

  test("the office edits the instructions of a stop the technician finishes offline: both are kept and the history shows both", async ({
    page: office,
    browser,
  }) => {
    await blockMapTiles(office);
    const customer = await companyWithPool(office);
    const { tech, name } = await addTechnician(office, browser, blockMapTiles);
    const stop = await scheduleStop(office, customer, name, undefined, { instructions: "Gate code 1234." });
    const context = tech.context();

    // The technician has no "Edit stop" (no operations:write).
    await openStopFromMyDay(tech, customer, stop);
    await expect(tech.getByText("Gate code 1234.", { exact: true })).toBeVisible();
    await expect(tech.getByRole("button", { name: "Edit stop" })).toHaveCount(0);

    await goOffline(context, tech);
    await tech.getByRole("button", { name: "Arrive" }).click();
    await expect(
      toast(tech, "Arrival kept on this phone. It will be sent when you are back online."),
    ).toBeVisible();
    await pool(tech).getByLabel("pH", { exact: true }).fill("7.4");
    await tech.getByRole("button", { name: "Finish stop" }).click();
    await expect(
      toast(tech, "Finished on this phone. It will be sent when you are back online."),
    ).toBeVisible();

    // Meanwhile the office changes the instructions.
    await office.goto(stop);
    await expect(statusBadge(office)).toHaveText("scheduled");
    const dialog = await openEdit(office);
    await dialog.getByLabel("Instructions for the technician").fill("Gate code changed to 4321.");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(office, EDITED)).toBeVisible();

    // Back online: the outbox is sent.
    await context.setOffline(false);
    await expect(fieldStatus(tech)).toHaveAttribute("data-field-status", "saved", { timeout: 30_000 });
    await expect(fieldStatus(tech)).toHaveText("All saved");

    // The office's instructions and the technician's finished visit with the reading, both in the history.
    for (const page of [office, tech]) {
      await page.goto(stop);
      const main = page.getByRole("main");
      await expect(statusBadge(page)).toHaveText("finished");
      await expect(main.getByText("Gate code changed to 4321.", { exact: true })).toBeVisible();
      await expect(main.getByText("Gate code 1234.", { exact: true })).toHaveCount(0);
      await expect(main.getByRole("table").first()).toContainText("7.4");
      await expect(main.getByText(`${name} finished the visit`, { exact: true })).toBeVisible();
      await expect(main.getByText(/ changed the stop$/)).toHaveCount(1);
      await expect(
        main.getByText("instructions: Gate code 1234. → Gate code changed to 4321.", { exact: true }),
      ).toBeVisible();
    }
    await expect(tech.getByRole("button", { name: "Edit stop" })).toHaveCount(0);
    await context.close();
  });
});
