import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell when it is installed
 * (`apt-get install chromium-headless-shell`: the old headless mode, without the full browser's UI and compositing, ran
 * the same specs about 15% faster on the 2-core CI machine), else Debian's full `chromium` in its headless mode.
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headlessShell = "/usr/bin/chromium-headless-shell";
  return existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
}
