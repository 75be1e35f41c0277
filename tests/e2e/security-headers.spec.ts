import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { blockMapTiles } from "./locations-helpers";

/**
 * Issue 18 §5: every page is served with a Content-Security-Policy (script nonce per request) and the app still
 * works under it — no CSP violation in the browser on the key pages (charts, the Leaflet map, the stop screen, forms
 * validated in the browser, the public pages), and the pages hydrate.
 */

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await blockMapTiles(page);
  return violations;
}

/** Opens the page, checks its CSP header and nonce, and waits until React Router has hydrated it. */
async function openUnderCsp(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const csp = (await response?.headerValue("content-security-policy")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `${path} has a script nonce in its CSP`).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await response?.headerValue("x-content-type-options")).toBe("nosniff");
  expect(await response?.headerValue("referrer-policy")).toBe("strict-origin-when-cross-origin");
  // Every inline script ran because it carried the nonce: React Router's router exists, so the page hydrated.
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

test("public pages and the sign-in form work under the CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/products", "/contact", "/homeowners", "/company"])
    await openUnderCsp(page, path);
  // The browser-side form validation (zod) runs without eval, before anything is posted.
  await openUnderCsp(page, "/signIn");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  expect(posted).toBe(false);
  expect(violations).toEqual([]);
});

test("the owner's dashboard, a location's map, the stop screen and a company page work under the CSP", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  const violations = await watchViolations(page);
  await openUnderCsp(page, "/company/dashboard");
  await openUnderCsp(page, "/company/reports");

  await openUnderCsp(page, "/company/serviceLocations");
  const location = await page
    .locator('a[href*="/company/serviceLocations/details/"]')
    .first()
    .getAttribute("href");
  expect(location).toBeTruthy();
  await openUnderCsp(page, location as string);
  await expect(page.locator(".leaflet-container").first()).toBeVisible();

  await openUnderCsp(page, "/company/serviceStops");
  const stop = await page.locator('a[href*="/company/serviceStops/detail/"]').first().getAttribute("href");
  expect(stop).toBeTruthy();
  await openUnderCsp(page, stop as string);
  await expect(page.getByRole("heading", { level: 1, name: /^S-\d+/ })).toBeVisible();

  await openUnderCsp(page, "/company/routeDashboard");
  expect(violations).toEqual([]);
});

test("a pool owner's pages and a company's public page work under the CSP", async ({ signedInAs }) => {
  const page = await signedInAs("client");
  const violations = await watchViolations(page);
  await openUnderCsp(page, "/dashboard");
  await openUnderCsp(page, "/companies");
  const profile = await page.locator('a[href*="/companies/profile/"]').first().getAttribute("href");
  const companyId = profile?.split("/").pop();
  expect(companyId).toBeTruthy();
  await openUnderCsp(page, `/pool-companies/${companyId}`);
  await openUnderCsp(page, "/mypool");
  expect(violations).toEqual([]);
});
