/**
 * Takes screenshots of pages for a person to look at: `tsx scripts/screenshot.ts <baseUrl> <outDir> <email|-> <password|-> <path>...`.
 * Each page is captured at desktop width and at 390 px (a phone).
 */
import { chromium } from "@playwright/test";

const [baseUrl, outDir, email, password, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 860 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  if (email && email !== "-") {
    await page.goto(`${baseUrl}/signIn`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.endsWith("/signIn"));
  }
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState("networkidle");
    const name = `${outDir}/${label}${path.replace(/[^a-zA-Z0-9]+/g, "_")}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
