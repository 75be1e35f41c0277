/**
 * React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx) with
 * one change: the page first loads the areas of words the server's render used (listed at the end of the HTML by
 * entry.server.tsx), so the first browser render has the server's words; the other areas follow once it is idle
 * (components/i18n/catalogs.ts).
 */
import { StrictMode, startTransition } from "react";
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

loadWords(language, window.__pageWords ?? AREAS)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    // The rest of the words, for the screens and toasts of what the person does next, without holding up this page.
    const rest = () => loadAllWords(language).catch(() => undefined);
    if ("requestIdleCallback" in window) requestIdleCallback(rest, { timeout: 1000 });
    else setTimeout(rest, 1000);
  });
