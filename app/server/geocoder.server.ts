import { logger } from "./logger.server";

export interface GeocodeResult {
  latitude: number;
  longitude: number;
}

/**
 * Looks an address up with a Nominatim-compatible service at GEOCODER_URL (`/search?format=json&q=…`). Returns null
 * when none is configured, it times out or finds nothing: the user then places the pin or types the coordinates.
 */
export async function geocode(address: string): Promise<GeocodeResult | null> {
  const base = process.env.GEOCODER_URL;
  if (!base) return null;
  try {
    const url = new URL("search", base.endsWith("/") ? base : `${base}/`);
    url.searchParams.set("format", "json");
    url.searchParams.set("limit", "1");
    url.searchParams.set("q", address);
    const response = await fetch(url, {
      headers: { "user-agent": "DripDrop/0.1 (pool service software)" },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const [first] = (await response.json()) as { lat: string; lon: string }[];
    if (!first) return null;
    const latitude = Number(first.lat);
    const longitude = Number(first.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return { latitude, longitude };
  } catch (error) {
    logger.warn({ err: error }, "geocoding failed");
    return null;
  }
}
