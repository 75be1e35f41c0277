import path from "node:path";
import { describe, expect, it } from "vitest";
import { technicianChunks } from "../../scripts/field-mantine";

const root = path.resolve(__dirname, "../..");
const relative = (files: Set<string>) => new Set([...files].map((file) => path.relative(root, file)));

describe("the technician's chunks (vite.config.ts: framework, field and stop)", () => {
  const chunks = technicianChunks(root);
  const appModules = relative(chunks.fieldApp);
  const stopModules = relative(chunks.stopApp);

  it("take the app modules the shell and My day import, through the app's own imports", () => {
    expect(appModules).toContain("app/routes/company/service-stops/status-badge.tsx");
    expect(appModules).toContain("app/field/device-store.ts");
    expect(appModules).toContain("app/components/shell/app-shell.tsx");
    expect(appModules).toContain("app/core/service/stop-label.ts");
  });

  it("give what only the stop page imports to the stop chunk, and nothing My day needs", () => {
    expect(stopModules).toContain("app/routes/company/service-stops/stop-page.tsx");
    expect(stopModules).toContain("app/domain/service/stop-schemas.ts");
    expect(stopModules).toContain("app/core/chemistry/analyze.ts");
    for (const file of stopModules) expect(appModules).not.toContain(file);
    expect(appModules).not.toContain("app/domain/service/stop-schemas.ts");
  });

  it("take the Mantine components only the stop page uses to the stop chunk", () => {
    const stopMantine = chunks.stopMantine;
    expect(stopMantine).toContain("components/NumberInput/NumberInput.mjs");
    expect(stopMantine).not.toContain("components/Button/Button.mjs");
  });

  it("know the icons My day's route module imports itself (they would otherwise go with the stop chunk)", () => {
    expect(chunks.fieldIcons).toContain("IconPlus");
  });

  it("leave out the route modules (each its own entry) and server-only code", () => {
    expect(appModules).not.toContain("app/root.tsx");
    expect(appModules).not.toContain("app/routes/company/service-stops/list.tsx");
    expect(appModules).not.toContain("app/routes/company/service-stops/detail.tsx");
    expect(stopModules).not.toContain("app/routes/company/service-stops/detail.tsx");
    for (const file of [...appModules, ...stopModules])
      expect(file).not.toMatch(/\.server\.tsx?$|^app\/db\//);
  });

  it("leave out what only the office's pages import", () => {
    expect(appModules).not.toContain("app/components/forms/customer-picker.tsx");
    expect(appModules).not.toContain("app/routes/company/service-stops/create.tsx");
  });

  it("name the Mantine components those screens use", () => {
    const names = chunks.fieldMantineNames;
    for (const name of ["AppShell", "Card", "Button", "TextInput"]) expect(names).toContain(name);
    expect(names).not.toContain("Select");
  });
});
