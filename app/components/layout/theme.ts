import { type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "cyan",
  // Shade 9 keeps white button text and links above 4.5:1 contrast.
  primaryShade: 9,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
});

/** Mantine's default "dimmed" grey is below 4.5:1 on white; secondary text uses a darker grey. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { "--mantine-color-dimmed": t.colors.gray[7] },
  dark: {},
});
