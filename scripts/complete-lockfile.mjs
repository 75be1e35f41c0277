/**
 * The registry mirror this project is built against serves only the optional native binaries of the machine's own
 * platform, so `npm install` leaves the other platforms' optional packages (biome's cli-darwin-x64, …) out of
 * package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds those entries back, with the
 * os/cpu/libc read from the package name, so `npm ci` skips them as foreign-platform packages. Run it after any
 * `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`. See docs/decisions/004.
 */
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;
const osNames = [
  "android",
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];
const cpuNames = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "riscv64",
  "s390x",
  "ppc64",
  "loong64",
  "wasm32",
  "mips64el",
];

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `node_modules/${name}`;
    if (packages[depKey] || packages[`${key}/${depKey}`]) continue;
    const parts = name.split(/[-/]/);
    const os = osNames.find((o) => parts.includes(o) || (o === "win32" && parts.includes("windows")));
    const cpu = cpuNames.find((c) => parts.includes(c));
    if (!os || !cpu) continue; // not a platform binary: leave it for npm to report
    const added_entry = { version: version.replace(/^[\^~]/, ""), cpu: [cpu], optional: true, os: [os] };
    if (entry.dev) added_entry.dev = true;
    if (parts.includes("musl")) added_entry.libc = ["musl"];
    else if (os === "linux" && parts.includes("gnu")) added_entry.libc = ["glibc"];
    packages[depKey] = added_entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} foreign-platform optional entries`);
