// The English words a Spanish page must not show, from the catalogs. No Playwright here: scripts/i18n-walk.ts uses
// it too.

type Messages = Readonly<Record<string, string>>;

/** The literal text of an ICU message between its arguments and tags ("and {count} more" gives "and", "more"). */
export function literals(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of message) {
    if (ch === "{") {
      if (depth === 0) parts.push(current);
      current = depth === 0 ? "" : current;
      depth++;
    } else if (ch === "}") depth--;
    else if (depth === 0) current += ch;
  }
  parts.push(current);
  return parts.flatMap((p) => p.split(/<\/?[a-z]+>/)).map((p) => p.trim());
}

/**
 * The English words of an area a Spanish page must not show: the literal parts of each English message whose Spanish
 * differs and that the Spanish does not share. Words shorter than four letters say too little. `except` names words
 * that the demo's data (or a shared piece outside the area) shows in English, with the reason at the caller.
 */
export function englishWordsOf(
  english: Messages,
  spanish: Messages,
  except: readonly string[] = [],
): string[] {
  const words = new Set<string>();
  for (const key of Object.keys(english)) {
    if (english[key] === spanish[key]) continue;
    const kept = new Set(literals(spanish[key]));
    for (const part of literals(english[key])) if (part.length >= 4 && !kept.has(part)) words.add(part);
  }
  for (const word of except) words.delete(word);
  return [...words];
}
