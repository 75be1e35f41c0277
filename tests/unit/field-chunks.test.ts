import path from "node:path";
import { describe, expect, it } from "vitest";
import { fieldAppModules, fieldMantineNames } from "../../scripts/field-mantine";

const root = path.resolve(__dirname, "../..");
const relative = (files: Set<string>) => new Set([...files].map((file) => path.relative(root, file)));

describe("the technician's chunks (vite.config.ts: framework and field)", () => {
  const appModules = relative(fieldAppModules(root));

  it("take the app modules My day and the stop page import, through the app's own imports", () => {
    expect(appModules).toContain("app/routes/company/service-stops/status-badge.tsx");
    expect(appModules).toContain("app/routes/company/service-stops/stop-page.tsx");
    expect(appModules).toContain("app/field/device-store.ts");
    expect(appModules).toContain("app/components/shell/app-shell.tsx");
    expect(appModules).toContain("app/domain/service/stop-schemas.ts");
  });

  it("leave out the route modules (each its own entry) and server-only code", () => {
    expect(appModules).not.toContain("app/root.tsx");
    expect(appModules).not.toContain("app/routes/company/service-stops/list.tsx");
    expect(appModules).not.toContain("app/routes/company/service-stops/detail.tsx");
    for (const file of appModules) expect(file).not.toMatch(/\.server\.tsx?$|^app\/db\//);
  });

  it("leave out what only the office's pages import", () => {
    expect(appModules).not.toContain("app/components/forms/customer-picker.tsx");
    expect(appModules).not.toContain("app/routes/company/service-stops/create.tsx");
  });

  it("name the Mantine components those screens use", () => {
    const names = fieldMantineNames(root);
    for (const name of ["AppShell", "Card", "Button", "TextInput"]) expect(names).toContain(name);
    expect(names).not.toContain("Select");
  });
});
