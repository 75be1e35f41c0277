import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 24, §2 "the kind of access visible in the signature": an exported domain function never takes a bare database
 * handle plus loose ids. It takes a context that says whose access it is — `SystemContext` (acts for no one company),
 * `UserContext`/`OwnerContext` (one signed-in person), `TenantContext` (one company) or a narrower `Pick` of one — and,
 * when it must run in the caller's transaction, the transaction handle first and that context second:
 *
 *     export async function findJob(tx: Db | Tx, ctx: TenantContext, jobId: string)   // fine
 *     export async function findJob(db: Db, companyId: string, jobId: string)           // refused
 */

/** Context types a function's second parameter may carry after a transaction handle. */
const CONTEXT_TYPES = /\b(SystemContext|UserContext|OwnerContext|TenantContext|Tenant|AdminContext|JobRun)\b/;
/** A parameter typed as a database handle: `Db`, `Tx`, or a union of them. */
const HANDLE_TYPE = /^(Db|Tx)(\s*\|\s*(Db|Tx))*$/;

/**
 * Functions allowed to keep a bare handle, and why. Keep it short: a function here is one whose access the reader
 * must work out from its caller. Each works on what its caller already found and checked, in the caller's
 * transaction, and a context would name a company the row names anyway (or the wrong one: a contract's decision may
 * be the contractor's, the offering company's stops are changed).
 */
const ALLOWED = new Set<string>([
  // Runs the query its caller built (with scoped() or a `// tenancy:` marker); the access is stated there.
  "app/domain/paginate.server.ts:paginate",
  // Syncs one recurring stop of the company row its caller read: the schedule job (per company), a member's recurring
  // stop, a labor contract's decision. The company row is the scope.
  "app/domain/routing/schedule.server.ts:syncRecurringStop",
  // The labor cost of a stop its caller just finished (the stop row carries its company and contract).
  "app/domain/team/contract-coverage.server.ts:recordStopLaborCost",
  // Puts a contract its caller just decided into the offering company's schedule (the contract row names it).
  "app/domain/team/contract-stops.server.ts:applyContractToStops",
]);

interface Offence {
  file: string;
  line: number;
  name: string;
  signature: string;
}

/** Exported functions (declarations and `export const f = (…) =>`) whose first parameter is a handle with no context after it. */
function findBareHandles(file: string, source: string): Offence[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const offences: Offence[] = [];
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const check = (name: string, fn: ts.SignatureDeclarationBase, at: ts.Node) => {
    const [first, second] = fn.parameters;
    if (!first?.type || !HANDLE_TYPE.test(first.type.getText(sf).trim())) return;
    if (second?.type && CONTEXT_TYPES.test(second.type.getText(sf))) return;
    const params = fn.parameters.map((p) => p.getText(sf).replace(/\s+/g, " ")).join(", ");
    offences.push({
      file,
      line: sf.getLineAndCharacterOfPosition(at.getStart(sf)).line + 1,
      name,
      signature: params,
    });
  };
  for (const statement of sf.statements) {
    if (!exported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name)
      check(statement.name.text, statement, statement);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
        )
          check(d.name.text, d.initializer, d);
  }
  return offences;
}

const root = join(import.meta.dirname, "../..");

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith(".server.ts") ? [path] : [];
  });
}

describe("domain signatures: the kind of access is in the signature", () => {
  it("no exported function in app/domain takes a bare database handle", () => {
    const files = serverFiles(join(root, "app/domain"));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => findBareHandles(relative(root, file), readFileSync(file, "utf8")));
    const offences = found.filter((o) => !ALLOWED.has(`${o.file}:${o.name}`));
    const report = offences.map((o) => `${o.file}:${o.line} ${o.name}(${o.signature})`).join("\n");
    expect(
      offences,
      `take a context (SystemContext, UserContext, OwnerContext, TenantContext):\n${report}`,
    ).toEqual([]);
    // An entry that no longer takes a bare handle (or is gone) leaves the list.
    const stale = [...ALLOWED].filter((key) => !found.some((o) => `${o.file}:${o.name}` === key));
    expect(stale, "remove from ALLOWED").toEqual([]);
  });
});

describe("the checker", () => {
  const names = (source: string) => findBareHandles("a.server.ts", source).map((o) => o.name);

  it("refuses a bare handle with loose ids, in either kind of export", () => {
    expect(names("export async function a(db: Db, companyId: string) {}")).toEqual(["a"]);
    expect(names("export function b(\n  tx: Db | Tx,\n  userId: string,\n) {}")).toEqual(["b"]);
    expect(names("export const c = async (db: Db) => db;")).toEqual(["c"]);
  });

  it("accepts a context, or a transaction handle followed by one; ignores what is not exported", () => {
    expect(names("export async function a(ctx: SystemContext, id: string) {}")).toEqual([]);
    expect(names('export async function b(tx: Tx, ctx: Pick<TenantContext, "companyId">) {}')).toEqual([]);
    expect(names("export async function c(db: Db | Tx, owner: OwnerContext) {}")).toEqual([]);
    expect(names("async function d(db: Db, id: string) {}")).toEqual([]);
  });
});
