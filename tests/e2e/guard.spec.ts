import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type AccountType, dashboardFor, decideAccess, type RouteFamily } from "../../app/core/access/guard";
import { layoutFamilies } from "../../app/route-families";
import routes from "../../app/routes";
import { baseURL, type DemoAccount, demoContext, expect, test } from "./fixtures";

// Every test makes its own data (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

/**
 * Walks the whole route table (app/routes.ts) with each kind of visitor and checks the guard's answer against
 * decideAccess, the rule the guard middleware is supposed to apply.
 */
interface GuardedRoute {
  /** URL with dummy values for the params. */
  url: string;
  /** Path as written in the route table (for messages). */
  pattern: string;
  family: RouteFamily;
  hasParams: boolean;
}

function walk(
  entries: RouteConfigEntry[],
  parentPath: string,
  family: RouteFamily | null,
  out: GuardedRoute[],
) {
  for (const entry of entries) {
    const own = layoutFamilies[entry.file];
    const current = own ?? family;
    const path = entry.path ? [parentPath, entry.path].filter(Boolean).join("/") : parentPath;
    if (entry.children?.length) {
      walk(entry.children, path, current, out);
      continue;
    }
    if (current === null) continue; // signOut, uploads/:file and the "*" catch-all sit outside every family.
    if (!entry.index && !entry.path) continue;
    const segments = path.split("/").filter(Boolean);
    const url = `/${segments.map((s, i) => (s.startsWith(":") ? `e2e-dummy-${i}` : s)).join("/")}`;
    out.push({
      url,
      pattern: `/${path}`,
      family: current,
      hasParams: segments.some((s) => s.startsWith(":")),
    });
  }
}

/** Callbacks that answer a visit without the provider's query by sending the person back to the page they came from. */
const oauthCallbacks: Record<string, string> = {
  "/company/settings/accounting/callback": "/company/settings/accounting",
};

const allRoutes: GuardedRoute[] = [];
walk(routes, "", null, allRoutes);

const visitors: { label: string; account: DemoAccount | null; type: AccountType | null }[] = [
  { label: "anonymous visitor", account: null, type: null },
  { label: "admin", account: "admin", type: "admin" },
  { label: "company owner", account: "owner", type: "company" },
  { label: "client", account: "client", type: "client" },
];

const publicPages = ["/", "/products", "/about", "/info", "/contact", "/homeowners", "/company"];
const authPages = ["/signIn", "/signUp", "/homeOwnerSignIn", "/homeOwnerSignUp"];

test("the route table is walked in full", () => {
  const families = new Set(allRoutes.map((r) => r.family));
  expect([...families].sort()).toEqual(["admin", "auth", "client", "company", "public"]);
  const urls = allRoutes.map((r) => r.url);
  for (const expected of [
    "/",
    "/signIn",
    "/admin/dashboard",
    "/company/select",
    "/company/jobs",
    "/dashboard",
    "/mypool",
  ]) {
    expect(urls).toContain(expected);
  }
  // signOut, uploads/:file and "*" are outside the families.
  expect(urls.filter((u) => u.startsWith("/signOut") || u.startsWith("/uploads"))).toEqual([]);
  expect(allRoutes.length).toBeGreaterThan(90);
});

async function statusAndLocation(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const location = response.headers().location ?? null;
  return { status: response.status(), location: location ? new URL(location, baseURL()).pathname : null };
}

for (const visitor of visitors) {
  test(`${visitor.label}: every route answers as decideAccess says`, async ({ browser, playwright }) => {
    const context = visitor.account ? await demoContext(browser, visitor.account) : null;
    const request = context ? context.request : await playwright.request.newContext({ baseURL: baseURL() });
    const problems: string[] = [];
    let redirected = 0;
    for (const route of allRoutes) {
      const decision = decideAccess(route.family, visitor.type);
      const { status, location } = await statusAndLocation(request, route.url);
      if (!decision.allow) {
        redirected++;
        if (status !== 302 || location !== decision.redirectTo) {
          problems.push(
            `${route.url} (${route.family}): expected 302 → ${decision.redirectTo}, got ${status} → ${location}`,
          );
        }
      } else {
        // 405: an endpoint that only takes POST (the stop screen's visit and photos) — past the guard all the same.
        // 302 back to its page: an OAuth callback opened without the provider's answer (past the guard all the same).
        const backToItsPage = oauthCallbacks[route.url];
        const fine =
          status === 200 ||
          status === 405 ||
          (route.hasParams && status === 404) ||
          (backToItsPage !== undefined && status === 302 && location === backToItsPage);
        if (!fine)
          problems.push(
            `${route.url} (${route.family}): expected the page (200), got ${status} → ${location}`,
          );
      }
    }
    console.log(
      `guard: ${allRoutes.length} routes checked as ${visitor.label} (${redirected} redirected, ${allRoutes.length - redirected} allowed)`,
    );
    expect(problems).toEqual([]);
    await context?.close();
    if (!context) await request.dispose();
  });
}

test("a signed-in user opening a sign-in or sign-up page goes to their dashboard", async ({ browser }) => {
  for (const account of ["admin", "owner", "client"] as const) {
    const context = await demoContext(browser, account);
    const type: AccountType = account === "owner" ? "company" : account;
    for (const path of authPages) {
      const { status, location } = await statusAndLocation(context.request, path);
      expect({ path, status, location }).toEqual({ path, status: 302, location: dashboardFor[type] });
    }
    // And in the browser: the page that opens is the dashboard.
    const page = await context.newPage();
    await page.goto("/signIn");
    await expect(page).toHaveURL(new RegExp(`${dashboardFor[type]}$`));
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
    await context.close();
  }
});

test("public pages open for everyone", async ({ browser, playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: baseURL() });
  const contexts = await Promise.all(
    (["admin", "owner", "client"] as const).map((a) => demoContext(browser, a)),
  );
  for (const request of [anonymous, ...contexts.map((c) => c.request)]) {
    for (const path of publicPages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain("Drip Drop");
    }
  }
  // Sign-in pages are open to visitors.
  for (const path of authPages) {
    expect((await anonymous.get(path, { maxRedirects: 0 })).status()).toBe(200);
  }
  await anonymous.dispose();
  await Promise.all(contexts.map((c) => c.close()));
});

test("an anonymous visitor opening a company page in the browser lands on the home page", async ({
  page,
}) => {
  await page.goto("/company/settings");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Company sign in" })).toBeVisible();
});
