/**
 * Stored values (a status, a job type, a frequency) are words of a map from the value to its catalog key
 * (`const statusKeys = { "in progress": "field.status.inProgress" } as const`). One lookup for every such map, so a
 * value that only looks like one of the object's own names ("constructor", "toString") is never taken for a word.
 */

/** What `map` holds for `value` (its own entry, never one inherited from Object), or undefined. */
export function entryFor<V>(map: Readonly<Record<string, V>>, value: string): V | undefined {
  return Object.hasOwn(map, value) ? map[value] : undefined;
}

/**
 * A stored value's word in the reader's language: `t` of its key in `keys`, or the value itself when the map has
 * none (data, not a known word: an older release's value, a name typed by a person).
 */
export function wordFor<K extends string>(
  t: (key: K) => string,
  keys: Readonly<Record<string, K>>,
  value: string,
): string {
  const key = entryFor(keys, value);
  return key === undefined ? value : t(key);
}
