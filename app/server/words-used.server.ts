/**
 * Which areas of words a page's server render used, so the browser loads just those before hydrating
 * (components/i18n/catalogs.ts). Every translator reports its lookups (`observeLookups`); during a render they are
 * collected in the request's own set (AsyncLocalStorage, so concurrent renders never mix), and entry.server.tsx ends
 * the HTML with `wordsTrailer`: a modulepreload link per area chunk and the list for entry.client.tsx.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { AREAS, areaOf } from "~/components/i18n/catalogs";
import type { Language } from "~/core/i18n/languages";
import { observeLookups } from "~/core/i18n/translate";

const renderAreas = new AsyncLocalStorage<Set<string>>();
observeLookups((key) => renderAreas.getStore()?.add(areaOf(key)));

/** Runs `render` (and the work it schedules) with `areas` collecting the areas of the keys it looks up. */
export function recordWordsUsed<T>(areas: Set<string>, render: () => T): T {
  return renderAreas.run(areas, render);
}

let chunks: Map<string, string> | undefined;

/**
 * The client build's chunk of one language's area (`assets/words-es-field-<hash>.js`, named by vite.config.ts), found
 * once in the build folder scripts/serve.ts serves; none under `npm run dev`, where modules are served one by one.
 */
function chunkOf(language: Language, area: string): string | undefined {
  if (!chunks) {
    chunks = new Map();
    if (import.meta.env.PROD) {
      const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
      const files = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
      for (const file of files) {
        const match = /^words-(en|es)-(\w+)-[\w-]+\.js$/.exec(file);
        if (match) chunks.set(`${match[1]}/${match[2]}`, `/assets/${file}`);
      }
    }
  }
  return chunks.get(`${language}/${area}`);
}

/** The areas a page needs: those its render used (always `common`, which the shell and errors use), sorted. */
export function pageAreas(used: Iterable<string>): string[] {
  return [...new Set(["common", ...used])].filter((area) => AREAS.includes(area)).sort();
}

/**
 * What ends the page's HTML: the preload links of its areas' chunks (English, and the page's language) and the list
 * entry.client.tsx loads before hydrating. After the document's end tag, which browsers read into the body.
 */
export function wordsTrailer(used: Iterable<string>, language: Language, nonce?: string): string {
  const areas = pageAreas(used);
  const languages: Language[] = language === "en" ? ["en"] : [language, "en"];
  const links = languages
    .flatMap((lang) => areas.map((area) => chunkOf(lang, area)))
    .filter((href): href is string => href !== undefined)
    .map((href) => `<link rel="modulepreload" href="${href}">`);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${links.join("")}<script${nonceAttribute}>window.__pageWords=${JSON.stringify(areas)}</script>`;
}
