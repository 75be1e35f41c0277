import type { Browser, Page } from "@playwright/test";
import { baseURL, type DemoAccount, demoStorageState, escapeRegExp } from "./fixtures";

export { englishWordsOf } from "./english-words";

/** Which of `words` the page's main region shows, whole words only (data such as names may be English). */
export async function englishOn(page: Page, words: readonly string[]): Promise<string[]> {
  // The text as read, one line per block (textContent would glue "Finished" and "Skipped" into one word).
  // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered are what is checked.
  const text = await page.getByRole("main").innerText();
  return words.filter((w) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(w)}($|[^\\p{L}])`, "u").test(text));
}

/** A phone-sized browser that asks for Spanish (Accept-Language es-ES), signed in as a demo account. */
export async function spanishContext(browser: Browser, account: DemoAccount = "owner") {
  return browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, account),
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
}
