import {
  Badge,
  Checkbox,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  luminance,
  Notification,
  Radio,
} from "@mantine/core";

export const theme = createTheme({
  // Someone who asked their system for less motion gets no sliding menus, dialogs or toasts (the browser suite
  // runs that way too: nothing to wait out before a click).
  respectReducedMotion: true,
  primaryColor: "cyan",
  // Shade 9 keeps white button text and links above 4.5:1 contrast.
  primaryShade: 9,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
  components: {
    // A badge never hides its words behind an ellipsis ("OPER…", or a lone dot in a narrow cell): it keeps its full
    // width, so the table column or group around it makes room (tests/e2e/layout.spec.ts checks key pages).
    Badge: Badge.extend({
      styles: {
        root: { overflow: "visible", textOverflow: "clip", flexShrink: 0 },
        label: { overflow: "visible", textOverflow: "clip" },
      },
    }),
    // 24 px boxes (Mantine's default is 20): at least 24 × 24 to tap on a phone (WCAG 2.2 target size).
    Checkbox: Checkbox.extend({ defaultProps: { size: "md" } }),
    Radio: Radio.extend({ defaultProps: { size: "md" } }),
    // Every toast's close button needs a name for screen readers (axe: button-name).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
    }),
  },
});

/**
 * The browser's bar and the installed app's title bar: the primary colour at the shade buttons use. The web app
 * manifest (public/manifest.webmanifest) repeats it; tests/unit/pwa-manifest.test.ts keeps them equal.
 */
export const themeColor = DEFAULT_THEME.colors[theme.primaryColor ?? "cyan"][9];

/** WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` mixed with black by `amount` (0–1). */
function darkenHex(hex: string, amount: number) {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export const PLACEHOLDER_COLOR = "#6a7077";

/** Text contrast we aim for: WCAG AA's 4.5:1 with a little room for rounding. */
const TARGET_CONTRAST = 4.7;

/**
 * The text colour of a light badge or alert of `color`: its shade 9, darkened until it reaches 4.5:1 on the light
 * background (shade 1) and on white.
 */
export function lightVariantTextColor(shades: readonly string[]) {
  let text = shades[9];
  for (let step = 1; step <= 20; step++) {
    if (
      contrastRatio(text, shades[1]) >= TARGET_CONTRAST &&
      contrastRatio(text, "#ffffff") >= TARGET_CONTRAST
    )
      break;
    text = darkenHex(shades[9], step * 0.05);
  }
  return text;
}

/**
 * Contrast: Mantine's default "dimmed" grey, error red and the text of light badges and alerts are below 4.5:1 (on
 * white, or on the light variant's background, shade 1); use darker shades of the same colours.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
    // Placeholders (e.g. a FileInput's "Choose a file"): Mantine's is 2.07:1 on white; this grey is 4.8:1, still
    // lighter than typed text.
    "--mantine-color-placeholder": PLACEHOLDER_COLOR,
    // Filled buttons hover one shade lighter by default (cyan 8 under white text is 4.34:1): hover darker instead.
    "--mantine-primary-color-filled-hover": darkenHex(t.colors[t.primaryColor][9], 0.2),
    ...Object.fromEntries(
      Object.entries(t.colors).map(([c, shades]) => [
        `--mantine-color-${c}-light-color`,
        lightVariantTextColor(shades),
      ]),
    ),
  },
  dark: {},
});
