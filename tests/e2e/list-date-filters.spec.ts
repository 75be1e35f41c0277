import { expect, test } from "./fixtures";

/**
 * The lists' "from" and "to" date filters (components/data-table/date-range-fields.tsx, one piece on five lists): a
 * date typed in goes to the URL as the list's filter and stays in the field. Read-only, on the demo.
 */
const lists = [
  { url: "/company/invoices", from: "Issued from", to: "Issued to" },
  { url: "/company/payments", from: "Received from", to: "Received to" },
  { url: "/company/jobs", from: "From", to: "To" },
  { url: "/company/purchasedItems", from: "From", to: "To" },
  { url: "/company/serviceStops?view=all", from: "From", to: "To" },
];

test("each list's date range filters by the dates typed, and keeps them", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  for (const list of lists) {
    await page.goto(list.url);
    const main = page.getByRole("main");
    await main.getByLabel(list.from, { exact: true }).fill("2099-01-01");
    await main.getByLabel(list.to, { exact: true }).fill("2099-01-31");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page, list.url).toHaveURL(/[?&]from=2099-01-01(&|$)/);
    await expect(page).toHaveURL(/[?&]to=2099-01-31(&|$)/);
    await expect(main.getByLabel(list.from, { exact: true })).toHaveValue("2099-01-01");
    await expect(main.getByLabel(list.to, { exact: true })).toHaveValue("2099-01-31");
  }
});
