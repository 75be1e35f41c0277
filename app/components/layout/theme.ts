import { type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "cyan",
  // Shade 9 keeps white button text and links above 4.5:1 contrast.
  primaryShade: 9,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
});

const lightVariantColors = [
  "red",
  "orange",
  "yellow",
  "teal",
  "cyan",
  "blue",
  "grape",
  "gray",
  "green",
] as const;

/**
 * Contrast: Mantine's default "dimmed" grey, error red and the text of light badges are below 4.5:1 on white; use
 * darker shades of the same colours.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
    ...Object.fromEntries(
      lightVariantColors.map((c) => [`--mantine-color-${c}-light-color`, t.colors[c][9]]),
    ),
    "--mantine-color-yellow-light-color": "#7c5a00",
  },
  dark: {},
});
