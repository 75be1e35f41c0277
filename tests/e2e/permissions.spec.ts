import { builtInRoles, hasPermission } from "~/core/permissions/permissions";
import { type CompanyRoutePath, companyRouteAccess } from "~/core/permissions/route-access";
import { expect, test } from "./fixtures";

/**
 * Every company page, opened by URL, as a Technician and as the Owner: the server answers 403 exactly where the route
 * table says the role may not go. Pages with an id are opened with an id that does not exist (403 before 404). Files
 * and form endpoints (CSV, photos, visit saves) are left out: they are not pages.
 */
const notAPage = /(\.csv|\/options|\/visit|\/photos|\/repairRequest|\/file\/:name)$/;
const pages = (Object.keys(companyRouteAccess) as CompanyRoutePath[]).filter(
  (path) => !notAPage.test(path) && path !== "company/select",
);
const urlOf = (path: string) => `/${path.replace(/:[A-Za-z]+/g, "no-such-id")}`;

for (const [account, role] of [
  ["tech", builtInRoles.technician],
  ["owner", builtInRoles.owner],
] as const) {
  test(`${role.name}: every company page answers 403 exactly where the role may not go`, async ({
    signedInAs,
  }) => {
    const page = await signedInAs(account);
    const wrong: string[] = [];
    for (const path of pages) {
      const access = companyRouteAccess[path];
      const allowed = access === "member" || hasPermission(role.permissions, access);
      const response = await page.request.get(urlOf(path), { maxRedirects: 0 });
      const refused = response.status() === 403;
      if (refused === allowed) wrong.push(`${urlOf(path)} needs ${access}: got ${response.status()}`);
    }
    expect(wrong).toEqual([]);
  });
}

test("a Technician opening a money or team page by URL sees No access inside the app", async ({
  signedInAs,
}) => {
  const page = await signedInAs("tech");
  for (const path of ["/company/contracts", "/company/roles", "/company/companyUsers"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
  }
  // A form posted to a page the role may not open is refused before its action runs.
  const post = await page.request.post("/company/settings", { form: { intent: "save", name: "Taken over" } });
  expect(post.status()).toBe(403);
});
