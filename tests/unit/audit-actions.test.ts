import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel, auditActionLabels } from "~/core/audit/actions";

const root = path.resolve(import.meta.dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every action the code passes to `audit(db, ctx, <action>, "<target kind>", …)`, as written. */
function writtenActions() {
  const found: { file: string; expression: string }[] = [];
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/\baudit\(\s*[\w.]+,\s*\w+,\s*([\s\S]*?),\s*"[a-z_]+",/g))
      found.push({ file: path.relative(root, file), expression: m[1] });
  }
  return found;
}

/** The keys an action expression can produce: its string literals, and its templates matched against the table. */
function keysOf(expression: string): string[] {
  // A ternary's condition compares with other strings ("approved"); its branches are the keys.
  const branches = expression.replace(/[!=]==?\s*"[^"]*"/g, "");
  const literals = [...branches.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  const templates = [...expression.matchAll(/`([^`]+)`/g)].map((m) => {
    const literal = (part: string) => part.replace(/[.*+?^$()|[\]\\-]/g, "\\$&");
    const pattern = new RegExp(
      `^${m[1]
        .split(/\$\{[^}]+\}/)
        .map(literal)
        .join(".+")}$`,
    );
    const matching = Object.keys(auditActionLabels).filter((k) => pattern.test(k));
    return matching.length ? matching : [m[1]];
  });
  return [...literals, ...templates.flat()];
}

describe("admin action log labels", () => {
  it("finds the audit calls of the code (the scan works)", () => {
    const written = writtenActions();
    expect(written.length).toBeGreaterThanOrEqual(15);
    expect(written.flatMap((w) => keysOf(w.expression))).toContain("company.approve");
  });

  it("every action key the code writes has a label", () => {
    for (const { file, expression } of writtenActions()) {
      const keys = keysOf(expression);
      expect(keys.length, `${file}: ${expression}`).toBeGreaterThan(0);
      for (const key of keys) expect(Object.keys(auditActionLabels), `${file}: ${key}`).toContain(key);
    }
  });

  it("labels are plain words, not keys, and tell actions apart", () => {
    const labels = Object.values(auditActionLabels);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z' ]+$/);
    expect(auditActionLabel("company.approve")).toBe("Approved company");
  });

  it("an unknown key (an older row) still reads as words", () => {
    expect(auditActionLabel("company.archive")).toBe("Company archive");
    expect(auditActionLabel("seller-request.move_up")).toBe("Seller request move up");
    expect(auditActionLabel("")).toBe("Action");
  });
});
