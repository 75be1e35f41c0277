/**
 * React Router's default Node entry (node_modules/@react-router/dev/dist/config/defaults/entry.server.node.tsx) with
 * one change: the request's Content-Security-Policy nonce (from http-security.server.ts through the load context)
 * goes on every inline script — React Router's through `<ServerRouter nonce>`, Mantine's through CspNonceContext —
 * and on React's own streaming scripts. And one addition: the page ends with the areas of words its render used, for
 * the browser to load before hydrating (server/words-used.server.ts).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { loadAllWords } from "./components/i18n/catalogs";
import { CspNonceContext } from "./components/layout/csp-nonce";
import { cspNonceContext } from "./context";
import { LANGUAGES, languageOf } from "./core/i18n/languages";
import { recordWordsUsed, wordsTrailer } from "./server/words-used.server";

export const streamTimeout = 5_000;

/** For start.ts's getLoadContext: the build's own context objects (contexts match by identity). */
export { clientInfoContext, cspNonceContext } from "./context";

/** Every area of every language, loaded once: the server renders any page without suspending. */
const catalogsLoaded = Promise.all(LANGUAGES.map(loadAllWords));

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
  // The areas of words this render looks up; the page ends with them (server/words-used.server.ts).
  const wordsUsed = new Set<string>();
  const root = routerContext.staticHandlerContext.loaderData.root as
    | { page?: { language?: string } }
    | undefined;
  const language = languageOf(root?.page?.language) ?? "en";

  return recordWordsUsed(
    wordsUsed,
    () =>
      new Promise((resolve, reject) => {
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
              const body = new PassThrough({
                final(callback) {
                  // Clear the timeout to prevent retaining the closure and memory leak.
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  callback();
                },
                flush(callback) {
                  this.push(wordsTrailer(wordsUsed, language, nonce));
                  callback();
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
      }),
  );
}
