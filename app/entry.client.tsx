/**
 * React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx) with
 * one change: a page in another language than English fetches its catalog before hydrating, so the first render in
 * the browser has the words the server rendered (components/i18n/catalogs.ts).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalog } from "./components/i18n/catalogs";
import { languageOf } from "./core/i18n/languages";

const language = languageOf(document.documentElement.lang) ?? "en";

loadCatalog(language)
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
