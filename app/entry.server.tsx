/**
 * React Router's default Node entry (node_modules/@react-router/dev/dist/config/defaults/entry.server.node.tsx) with
 * one change: the request's Content-Security-Policy nonce (from http-security.server.ts through the load context)
 * goes on every inline script — React Router's through `<ServerRouter nonce>`, Mantine's through CspNonceContext —
 * and on React's own streaming scripts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { loadEverything, recordAreasWith } from "./components/i18n/catalogs";
import { CspNonceContext } from "./components/layout/csp-nonce";
import { cspNonceContext } from "./context";
import type { Area } from "./core/i18n/areas";
import { LANGUAGES } from "./core/i18n/languages";

export const streamTimeout = 5_000;

/** For start.ts's getLoadContext: the build's own context objects (contexts match by identity). */
export { clientInfoContext, cspNonceContext } from "./context";

/** Every catalog, loaded once: the server renders any language without suspending (components/i18n/catalogs.ts). */
const catalogsLoaded = Promise.all(LANGUAGES.map(loadEverything));

/**
 * The catalog areas the page being rendered looked up. They go at the end of the document (`areasScript`), so the
 * browser fetches exactly those before hydrating instead of the whole catalog.
 */
const pageAreas = new AsyncLocalStorage<Set<Area>>();
recordAreasWith((area) => pageAreas.getStore()?.add(area));

/** Sets `window.__i18nAreas` and removes itself, so React hydrates the document it rendered. */
function areasScript(areas: ReadonlySet<Area>, nonce: string | undefined): string {
  const list = JSON.stringify([...areas].sort());
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `<script${nonceAttribute}>window.__i18nAreas=${list};document.currentScript.remove()</script>`;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  await catalogsLoaded;

  const areas = new Set<Area>();
  return pageAreas.run(areas, () =>
    render(request, responseStatusCode, responseHeaders, routerContext, nonce, areas),
  );
}

function render(
  request: Request,
  initialStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
  areas: ReadonlySet<Area>,
): Promise<Response> {
  let responseStatusCode = initialStatusCode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA Mode renders wait for all content to load before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to flush down the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new Transform({
            transform(chunk, _encoding, callback) {
              callback(null, chunk);
            },
            flush(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // Every boundary has rendered by now: the list is the whole page's.
              callback(null, areasScript(areas, nonce));
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell once it has rendered; shell errors are logged by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
