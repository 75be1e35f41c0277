import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * `shouldRevalidate` of the layouts above the technician's screens: offline they keep the data they have. Asking the
 * server again (React Router does after any change of the URL's query) would fail, and with it the whole screen.
 */
export function keepWhileOffline({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return false;
  return defaultShouldRevalidate;
}
