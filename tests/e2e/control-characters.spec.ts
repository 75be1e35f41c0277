/**
 * Issue 18 §3 over real requests (no browser UI): a NUL in the text fields of the forms that used to answer 500 is
 * refused with a field message (400), nothing is written, and URLs carrying a NUL are a 404 or a 400, never a 500.
 * Every POST carries the app's Origin, as a browser's form post does.
 */
import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, demo, expect, test, uniqueEmail, uniqueSuffix } from "./fixtures";

const PASSWORD = "correct-horse-battery-e2e";

/** Every field of a form set to text carrying the marker and a NUL. */
function withNul(marker: string, fields: string[], keep: Record<string, string> = {}) {
  return { ...Object.fromEntries(fields.map((f) => [f, `${marker} ${f}\u0000`])), ...keep };
}

async function post(request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
  return request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

async function expectRefused(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  form: Record<string, string>,
) {
  const response = await post(request, baseURL, path, form);
  expect(response.status(), `${path} answered ${response.status()}`).toBe(400);
  // The page shows the message where it has the field ("Remove the invisible control character …"); a page that
  // shows no form for this post (the new job without a customer chosen) still carries the refusal in its action data,
  // as the keyed message the form words in the reader's language.
  expect(await response.text(), path).toMatch(/control character|common\.text\.controlCharacter/);
}

async function signUpCompany(request: APIRequestContext, baseURL: string, companyName: string) {
  const response = await post(request, baseURL, "/signUp", {
    firstName: "Nora",
    lastName: "Nul",
    email: uniqueEmail("nul-owner"),
    password: PASSWORD,
    companyName,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/company/dashboard");
}

test.describe("control characters in requests", () => {
  test("public forms refuse a NUL with a field message and create nothing", async ({
    playwright,
    baseURL,
  }) => {
    const origin = baseURL!;
    // The demo company's public page (a new company is not public until the platform approves it). The demo owner
    // only reads here: every post below must be refused.
    const owner = await playwright.request.newContext({ baseURL: origin });
    const signedIn = await post(owner, origin, "/signIn", {
      email: demo.owner.email,
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status()).toBe(302);
    const profile = await (await owner.get("/company/public-profile")).text();
    const companyId = /\/pool-companies\/([\w-]+)/.exec(profile)?.[1];
    expect(companyId).toBeTruthy();

    const visitor = await playwright.request.newContext({ baseURL: origin });
    const marker = `zq${uniqueSuffix()}`;
    // Sign-up: NUL in the company name alone, then in every field; the address stays free for a real sign-up.
    const email = uniqueEmail("nul-signup");
    const signUp = { firstName: "Ann", lastName: "Bell", email, password: PASSWORD };
    await expectRefused(visitor, origin, "/signUp", { ...signUp, companyName: "Pools\u0000 Inc" });
    await expectRefused(
      visitor,
      origin,
      "/signUp",
      withNul(marker, ["firstName", "lastName", "companyName"], { email, password: PASSWORD }),
    );
    await expectRefused(visitor, origin, "/homeOwnerSignUp", { ...signUp, lastName: "Be\u0000ll" });
    // No account was left behind: the same address signs up now, and its session is the new company's.
    const fresh = await post(visitor, origin, "/signUp", { ...signUp, companyName: "Pools Inc" });
    expect(fresh.status()).toBe(302);
    expect(fresh.headers().location).toBe("/company/dashboard");

    const stranger = await playwright.request.newContext({ baseURL: origin });
    await expectRefused(
      stranger,
      origin,
      "/contact",
      withNul(marker, ["name", "message"], { email: "a@b.co", topic: "other" }),
    );
    await expectRefused(
      stranger,
      origin,
      `/pool-companies/${companyId}`,
      withNul(marker, ["name", "phone", "address", "zip", "message"], { email: "visitor@e2e.test" }),
    );
    // The company's inbox got no service request.
    expect(await (await owner.get("/company/messages")).text()).not.toContain(marker);
    await Promise.all([owner.dispose(), visitor.dispose(), stranger.dispose()]);
  });

  test("company forms refuse a NUL with a field message and write nothing", async ({ request, baseURL }) => {
    const origin = baseURL!;
    await signUpCompany(request, origin, `Nul Pools ${uniqueSuffix()}`);
    // One real customer, location and pool so the nested forms have their parents.
    const created = await post(request, origin, "/company/customers/createNew", {
      firstName: "Cora",
      lastName: "Customer",
      status: "active",
      billingTerms: "due on receipt",
      rateType: "per stop",
    });
    expect(created.status()).toBe(302);
    const customerId = created.headers().location.split("/").pop()!;
    const marker = `zq${uniqueSuffix()}`;

    const forms: [string, Record<string, string>][] = [
      [
        "/company/customers/createNew",
        withNul(marker, ["firstName", "lastName", "companyName", "billingNotes", "tags"], {
          status: "active",
        }),
      ],
      [
        `/company/customers/details/${customerId}`,
        withNul(marker, ["firstName", "lastName", "billingNotes"], { intent: "save", status: "active" }),
      ],
      [
        `/company/customers/details/${customerId}`,
        withNul(marker, ["name", "notes"], { intent: "addContact" }),
      ],
      [
        `/company/serviceLocations/createNew/${customerId}`,
        withNul(marker, ["nickname", "addressLine", "city", "gateCode", "accessNotes", "dogName"]),
      ],
      ["/company/jobs/createNew", withNul(marker, ["title", "description"], { customerId, type: "repair" })],
      ["/company/items/createNew", withNul(marker, ["name", "sku", "category", "description"])],
      ["/company/venders/createNew", withNul(marker, ["name", "contactName", "notes", "accountNumber"])],
      ["/company/taskGroups/createNew", withNul(marker, ["name", "description"])],
      ["/company/messages/new", withNul(marker, ["subject", "body"], { to: "platform" })],
      ["/company/settings", withNul(marker, ["name", "addressLine", "city", "website"], { intent: "save" })],
      ["/company/public-profile", withNul(marker, ["name", "about", "servicesOffered", "city"])],
      ["/company/profile", withNul(marker, ["firstName", "lastName"])],
    ];
    for (const [path, form] of forms) await expectRefused(request, origin, path, form);

    for (const list of [
      "/company/customers",
      `/company/customers/details/${customerId}`,
      "/company/serviceLocations",
      "/company/jobs",
      "/company/items",
      "/company/venders",
      "/company/taskGroups",
      "/company/messages",
      "/company/settings",
      "/company/public-profile",
      "/company/profile",
    ]) {
      const page = await request.get(list);
      expect(page.status(), list).toBe(200);
      expect(await page.text(), `${list} shows a refused value`).not.toContain(marker);
    }
  });

  test("a NUL or a broken escape in a URL is a 404 or a 400, never a 500", async ({ request, baseURL }) => {
    const origin = baseURL!;
    await signUpCompany(request, origin, `Url Nul Pools ${uniqueSuffix()}`);
    for (const path of [
      "/company/customers/details/%00",
      "/company/jobs/detail/abc%00def",
      "/company/items/detail/%E0%A4%A",
      "/pool-companies/%00",
      "/estimate/%00",
      "/invoice/%00/pdf",
    ])
      expect((await request.get(path)).status(), path).toBe(404);
    for (const path of ["/company/customers?q=%00", "/company/items?q=a%1Bb", "/company/jobs?status=%00"])
      expect((await request.get(path)).status(), path).toBe(400);
    // Posting to a resource route with a NUL in its id is refused as well.
    const visit = await request.post("/company/serviceStops/detail/%00/visit", {
      data: { intent: "save", key: "k".repeat(12), visit: {} },
      headers: { Origin: origin },
    });
    expect(visit.status()).toBe(404);
  });
});

test("the sign-up form shows the control character next to its field and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/signUp");
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Bell");
  await page.getByLabel("E-mail").fill(uniqueEmail("nul-form"));
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Company name").fill("Pools\u0000 Inc");
  await page.getByRole("button", { name: "Create company account" }).click();
  const field = page.getByLabel("Company name");
  await expect(field).toHaveAccessibleDescription(
    /Remove the invisible control character NUL \(U\+0000\) at character 6/,
  );
  await expect(field).toHaveValue("Pools\u0000 Inc");
  await expect(page).toHaveURL(/\/signUp$/);
});

test.describe("a browser that asks for Spanish", () => {
  test.use({ locale: "es-ES" });

  test("the sign-up form says which control character to remove in Spanish", async ({ page }) => {
    await page.goto("/signUp");
    const field = page.getByLabel("Nombre de la empresa");
    await field.fill("Pools\u0000 Inc");
    await page.getByRole("button", { name: "Crear cuenta de empresa" }).click();
    await expect(field).toHaveAccessibleDescription(
      /Quite el carácter de control invisible NUL \(U\+0000\) en la posición 6/,
    );
    await expect(field).not.toHaveAccessibleDescription(/Remove the invisible|at character/);
    await expect(field).toHaveValue("Pools\u0000 Inc");
  });
});
