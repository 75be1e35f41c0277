/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation for nesting —
 * `metadata[invoiceId]=…`, `line_items[0][price_data][unit_amount]=…`, `expand[0]=payment_intent` — read back into
 * nested objects and arrays. Values stay strings, as on the wire.
 */
export type FormValue = string | FormParams | FormValue[];
export interface FormParams {
  [key: string]: FormValue;
}

export function parseStripeForm(encoded: string | URLSearchParams): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) {
      root[key] = value;
      continue;
    }
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    let node: FormParams = root;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i] === "" ? String(Object.keys(node).length) : path[i];
      const next = node[segment];
      if (typeof next !== "object" || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormParams;
    }
    const last = path[path.length - 1];
    node[last === "" ? String(Object.keys(node).length) : last] = value;
  }
  return arrayify(root) as FormParams;
}

/** Objects whose keys are exactly 0…n−1 become arrays (`line_items`, `items`, `expand`). */
function arrayify(value: FormValue): FormValue {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(arrayify);
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((k) => [k, arrayify(value[k])]));
  const isList =
    keys.length > 0 &&
    keys.every((k) => /^\d+$/.test(k)) &&
    keys
      .map(Number)
      .sort((a, b) => a - b)
      .every((n, i) => n === i);
  return isList ? keys.map((_, i) => entries[String(i)]) : entries;
}

export const text = (params: FormParams, key: string): string | undefined => {
  const value = params[key];
  return typeof value === "string" ? value : undefined;
};

export const nested = (params: FormParams, key: string): FormParams | undefined => {
  const value = params[key];
  return typeof value === "object" && !Array.isArray(value) ? value : undefined;
};

export const list = (params: FormParams, key: string): FormParams[] => {
  const value = params[key];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is FormParams => typeof v === "object" && !Array.isArray(v));
};

export const strings = (params: FormParams, key: string): string[] => {
  const value = params[key];
  if (!Array.isArray(value)) return typeof value === "string" ? [value] : [];
  return value.filter((v): v is string => typeof v === "string");
};

export const flag = (params: FormParams, key: string): boolean | undefined => {
  const value = text(params, key);
  return value === "true" ? true : value === "false" ? false : undefined;
};

/** Stripe's metadata update: keys merge in; a key set to "" is removed; `metadata=""` clears all. */
export function mergeMetadata(current: Record<string, string>, params: FormParams): Record<string, string> {
  if (params.metadata === "") return {};
  const update = nested(params, "metadata");
  if (!update) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== "string") continue;
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
