/**
 * React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx) with
 * one change: the page first loads the areas of words the server's render used (listed at the end of the HTML by
 * entry.server.tsx), so the first browser render has the server's words; the other areas follow once the page has
 * hydrated and is idle (components/i18n/catalogs.ts).
 */
import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { AREAS, loadAllWords, loadWords } from "./components/i18n/catalogs";
import { languageOf } from "./core/i18n/languages";

declare global {
  interface Window {
    /** The areas of words the server's render used (server/words-used.server.ts). */
    __pageWords?: string[];
  }
}

const language = languageOf(document.documentElement.lang) ?? "en";

/**
 * The rest of the words, for the screens and toasts of what the person does next. Asked for only once hydration has
 * committed and the page is idle: loaded during hydration, the ~40 other areas' scripts (evaluated and merged into
 * the catalog) held up the page on a phone. A navigation or post before then waits for them (root's client middleware).
 */
function RestOfTheWords() {
  useEffect(() => {
    const rest = () => void loadAllWords(language).catch(() => undefined);
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(rest, 1000);
      return () => clearTimeout(timer);
    }
    // At most a second after hydration: a tap on the next screen waits for them (root's client middleware).
    const idle = requestIdleCallback(rest, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return null;
}

loadWords(language, window.__pageWords ?? AREAS)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
          <RestOfTheWords />
        </StrictMode>,
      );
    });
  });
