import { hasControlCharacter } from "./control-characters";

/**
 * What is wrong with a requested URL before any route reads it: a path segment that does not decode or decodes to a
 * control character (no record has such an id, so: not found), or a search parameter with one (a bad request).
 * Route params and search params reach queries; PostgreSQL refuses a NUL, and no link of ours carries any of these.
 */
export function urlProblem(url: URL): "path" | "query" | null {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "path";
    }
    if (hasControlCharacter(decoded)) return "path";
  }
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacter(key) || hasControlCharacter(value)) return "query";
  }
  return null;
}
