import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrastRatio, cssVariablesResolver, PLACEHOLDER_COLOR, theme } from "~/components/layout/theme";

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light as Record<string, string>;

describe("theme contrast (WCAG AA, 4.5:1 for text)", () => {
  it.each(Object.keys(resolved.colors))(
    "light %s badges and alerts: text on their background and on white",
    (c) => {
      const text = light[`--mantine-color-${c}-light-color`];
      expect(text, c).toMatch(/^#[0-9a-f]{6}$/);
      // The light variant's background is shade 1 (Mantine 9).
      expect(contrastRatio(text, resolved.colors[c][1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("the colours axe reported are fixed: teal and orange on their light backgrounds", () => {
    expect(contrastRatio("#087f5b", "#c3fae8")).toBeLessThan(4.5); // Mantine's own teal 9, as reported
    expect(contrastRatio(light["--mantine-color-teal-light-color"], "#c3fae8")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light["--mantine-color-orange-light-color"], "#ffe8cc")).toBeGreaterThanOrEqual(4.5);
  });

  it("placeholders, dimmed text and errors on white", () => {
    expect(light["--mantine-color-placeholder"]).toBe(PLACEHOLDER_COLOR);
    for (const v of ["--mantine-color-placeholder", "--mantine-color-dimmed", "--mantine-color-error"])
      expect(contrastRatio(light[v], "#ffffff"), v).toBeGreaterThanOrEqual(4.5);
  });

  it("white text on a hovered filled button", () => {
    expect(contrastRatio(light["--mantine-primary-color-filled-hover"], "#ffffff")).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
