/**
 * React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx) with
 * one change: before hydrating, it fetches the catalog areas the server rendered this page with (the list
 * entry.server.tsx puts at the end of the document), so the first render in the browser has the server's words
 * without the whole catalog in the page's first script (components/i18n/catalogs.ts).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadAreas } from "./components/i18n/catalogs";
import { areasIn } from "./core/i18n/areas";
import { languageOf } from "./core/i18n/languages";

declare global {
  interface Window {
    __i18nAreas?: unknown;
  }
}

/** The document is read to its end (where the list is) before this module runs, unless the browser runs it early. */
const documentParsed = new Promise<void>((resolve) => {
  if (document.readyState !== "loading") resolve();
  else document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
});

async function pageAreasLoaded(): Promise<void> {
  await documentParsed;
  const language = languageOf(document.documentElement.lang) ?? "en";
  await loadAreas(language, ["common", ...areasIn(window.__i18nAreas)]);
}

pageAreasLoaded()
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
  });
