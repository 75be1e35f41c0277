import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { getTableColumns, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { describeOffences, findCompanyQueries, findUnscopedQueries } from "../support/unscoped-queries";

/**
 * Issue 24, "Tenancy enforced, not remembered": every `select … from(T)`, `update(T)` and `delete(T)` of a company
 * table T (a schema table with a `companyId` column) in app/domain is filtered with `scoped(ctx, T, …)` — or carries a
 * comment right before its statement saying why it need not be:
 *
 *     // tenancy: system — <why: platform-wide, the job queue, sign-up, seeds…>
 *     // tenancy: owner — <why: company_id filtered directly, or the rows of a parent already found with scoped()…>
 *
 * The checker is tests/support/unscoped-queries.ts.
 */

const companyTables = new Set(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable) && "companyId" in getTableColumns(value as PgTable))
    .map(([name]) => name),
);

const root = join(import.meta.dirname, "../..");
const domainDir = join(root, "app/domain");

function domainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return domainFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("tenancy: queries of company tables are scoped", () => {
  it("knows the company tables", () => {
    expect(companyTables.has("customer")).toBe(true);
    expect(companyTables.has("serviceStop")).toBe(true);
    expect(companyTables.has("company")).toBe(false);
  });

  // Parses every domain file (about 2 s alone); CI runs it beside the database suite, hence its own time limit.
  it("every query in app/domain is scoped() or marked", { timeout: 60_000 }, () => {
    const files = domainFiles(domainDir);
    expect(files.length).toBeGreaterThan(50);
    const queries = files.flatMap((file) =>
      findCompanyQueries(relative(root, file), readFileSync(file, "utf8"), companyTables),
    );
    // A checker that stopped seeing queries (a renamed import, a parse change) would pass vacuously.
    expect(queries.length).toBeGreaterThan(500);
    const offences = queries.filter((q) => q.acceptedBy === undefined);
    expect(offences, describeOffences(offences)).toEqual([]);
  });
});

describe("the checker", () => {
  const tables = new Set(["customer", "serviceStop"]);
  const file = (body: string, imports = 'import { customer, serviceStop } from "~/db/schema";') =>
    `import { eq } from "drizzle-orm";\n${imports}\nimport { scoped } from "../tenant.server";\n${body}`;

  it("finds an unscoped select", () => {
    const offences = findUnscopedQueries(
      "a.ts",
      file(`export async function get(ctx, id) {
  return ctx.db.select().from(customer).where(eq(customer.id, id));
}`),
      tables,
    );
    expect(offences).toEqual([
      {
        file: "a.ts",
        line: 5,
        method: "from",
        table: "customer",
        statementLine: 5,
        statement: "return ctx.db.select().from(customer).where(eq(customer.id, id));",
      },
    ]);
    expect(describeOffences(offences)).toContain("a.ts:5");
    expect(describeOffences(offences)).toContain("scoped(");
  });

  it("accepts a scoped select", () => {
    expect(
      findUnscopedQueries(
        "a.ts",
        file(`export async function get(ctx, id) {
  return ctx.db.select().from(customer).where(scoped(ctx, customer, eq(customer.id, id)));
}`),
        tables,
      ),
    ).toEqual([]);
  });

  it("accepts a marked select, and only with a reason", () => {
    const marked = (marker: string) =>
      file(`export async function get(db, id) {
  ${marker}
  return db.select().from(customer).where(eq(customer.id, id));
}`);
    expect(
      findUnscopedQueries(
        "a.ts",
        marked("// tenancy: system — the job queue runs for every company"),
        tables,
      ),
    ).toEqual([]);
    expect(
      findUnscopedQueries("a.ts", marked("// tenancy: owner - id of a row found with scoped()"), tables),
    ).toEqual([]);
    expect(findUnscopedQueries("a.ts", marked("// tenancy: system —"), tables)).toHaveLength(1);
    expect(findUnscopedQueries("a.ts", marked("// no tenancy here"), tables)).toHaveLength(1);
  });

  it("finds update and delete, under an alias, and ignores other tables and Array.from", () => {
    const offences = findUnscopedQueries(
      "a.ts",
      file(
        `export async function change(tx, id, other) {
  await tx.update(c).set({ name: "x" }).where(eq(c.id, id));
  await tx.delete(serviceStop).where(eq(serviceStop.id, id));
  await tx.delete(company).where(eq(company.id, id));
  return Array.from(other);
}`,
        `import { customer as c, serviceStop, company } from "~/db/schema";`,
      ),
      tables,
    );
    expect(offences.map((o) => [o.line, o.method, o.table])).toEqual([
      [5, "update", "customer"],
      [6, "delete", "serviceStop"],
    ]);
  });

  it("accepts a where or row declared with scoped() only where that declaration is in scope", () => {
    const offences = findUnscopedQueries(
      "a.ts",
      file(`export async function rename(ctx, id) {
  const where = scoped(ctx, customer, eq(customer.id, id));
  const [row] = await ctx.db.select().from(customer).where(where);
  for (const stop of await ctx.db.select().from(serviceStop).where(scoped(ctx, serviceStop)))
    await ctx.db.update(serviceStop).set({ number: 1 }).where(eq(serviceStop.id, stop.id));
  await ctx.db.update(customer).set({ name: "x" }).where(eq(customer.id, row.id));
}
export async function elsewhere(db, where, row) {
  await db.select().from(customer).where(where);
  await db.update(customer).set({ name: "y" }).where(eq(customer.id, row.id));
}`),
      tables,
    );
    expect(offences.map((o) => [o.line, o.method])).toEqual([
      [12, "from"],
      [13, "update"],
    ]);
  });
});
