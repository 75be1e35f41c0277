/**
 * A pool address as one line ("12 Palm Way, Tampa, FL") split into a service location's fields: the street, then
 * the city, then the state (anything after the city). A line without commas is all street; the city stays empty
 * for the office to complete.
 */
export interface SplitAddress {
  addressLine: string;
  city: string;
  region: string | null;
}

export function splitPoolAddress(line: string): SplitAddress {
  const parts = line
    .split(",")
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (parts.length === 0) return { addressLine: "", city: "", region: null };
  const [addressLine, city = "", ...rest] = parts;
  // "Tampa FL 33602" or "FL 33602": a trailing ZIP code is the form's own field, not part of the state.
  const region = rest
    .join(", ")
    .replace(/\s*\b\d{5}(?:-\d{4})?$/, "")
    .trim();
  return { addressLine, city, region: region || null };
}
