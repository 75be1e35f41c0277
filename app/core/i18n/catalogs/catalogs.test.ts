import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { catalogs } from ".";
import { en } from "./en";

/**
 * The catalogs' contract: every language has exactly English's keys, every message is valid ICU with the same
 * arguments as English, every key is used by the app, and every key the app names exists.
 */

const appDir = join(import.meta.dirname, "../../..");
const catalogDir = join(import.meta.dirname);
const englishKeys = Object.keys(en).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "+types" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The app's code outside the catalogs: where keys are used. */
const appSource = sourceFiles(appDir)
  .filter((path) => !path.startsWith(catalogDir))
  .map((path) => ({ path: relative(appDir, path), text: readFileSync(path, "utf8") }));

function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentNames(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
  }
  return into;
}

describe("catalogs", () => {
  for (const language of LANGUAGES) {
    describe(language, () => {
      const catalog = catalogs[language];

      it("has every English key and no other", () => {
        expect(Object.keys(catalog).sort()).toEqual(englishKeys);
      });

      it("has only valid ICU messages, with English's arguments", () => {
        const problems: string[] = [];
        for (const key of englishKeys) {
          const message = catalog[key];
          if (!message?.trim()) {
            problems.push(`${key}: empty`);
            continue;
          }
          try {
            const expected = [...argumentNames(parse(en[key as keyof typeof en]))].sort();
            const actual = [...argumentNames(parse(message))].sort();
            if (expected.join() !== actual.join())
              problems.push(`${key}: {${actual}} but English has {${expected}}`);
          } catch (error) {
            problems.push(`${key}: ${(error as Error).message}`);
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }

  /** Every key-like string literal in the app's code ("area.part.what"), with the files it is in. */
  const areas = [...new Set(englishKeys.map((key) => key.split(".")[0]))].join("|");
  const keyLike = new RegExp(`["'\`]((?:${areas})\\.[a-z][A-Za-z0-9]*(?:\\.[a-z][A-Za-z0-9]*)+)["'\`]`, "g");
  const named = new Map<string, string[]>();
  for (const file of appSource) {
    for (const match of file.text.matchAll(keyLike))
      named.set(match[1], [...(named.get(match[1]) ?? []), file.path]);
  }

  it("uses every key somewhere in the app (a key no code names is dead text)", () => {
    expect(englishKeys.filter((key) => !named.has(key))).toEqual([]);
  });

  it("names no key the catalogs lack (a misspelt key in a schema or a toast)", () => {
    const missing = [...named]
      .filter(([key]) => !Object.hasOwn(en, key))
      .map(([key, files]) => `${files}: ${key}`);
    expect(missing).toEqual([]);
  });
});
