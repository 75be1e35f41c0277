/**
 * The stop screen's draft in the page: what was typed into the server's HTML before React took over. The draft
 * itself and its mapping to the server's visit are in `~/core/service/stop-draft`.
 */
import type { TypedEarly } from "~/core/service/stop-draft";

/**
 * Set once a stop screen has hydrated in this page: later ones (another stop, the same one after a save) are drawn
 * by React from the start, so nothing can have been typed into them before.
 */
let hydrated = false;

/** Called by the stop screen once it has hydrated. */
export function markHydrated() {
  hydrated = true;
}

/**
 * What the technician typed or ticked in the server's HTML before React took over (a slow connection at the pool):
 * the stop screen's fields whose text or tick differs from what the server sent. Read while React hydrates, before
 * it draws the draft's values over them.
 */
export function typedBeforeHydration(stopId: string): TypedEarly[] {
  if (hydrated || typeof document === "undefined") return [];
  const screen = document.querySelector(`[data-stop-screen="${CSS.escape(stopId)}"]`);
  if (!screen) return [];
  return [...screen.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-draft]")].flatMap(
    (el): TypedEarly[] => {
      const path = el.dataset.draft ?? "";
      if (el instanceof HTMLInputElement && el.type === "checkbox")
        return el.checked !== el.defaultChecked ? [[path, el.checked]] : [];
      return el.value !== el.defaultValue ? [[path, el.value]] : [];
    },
  );
}
