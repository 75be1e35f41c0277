/**
 * The Content-Security-Policy of every response (issue 18 §5), without its per-request script nonce, which the
 * server adds to `script-src`. What the product loads, and why each source is there:
 *
 * - scripts: the app's own bundles, and React Router's and Mantine's inline scripts carrying the request's nonce;
 *   no inline event handlers (`script-src-attr 'none'`), no eval;
 * - styles: Mantine and Leaflet set inline styles and inject `<style>` tags, so `'unsafe-inline'` (no nonce there:
 *   a nonce would make browsers ignore `'unsafe-inline'`);
 * - images: the app's own files and uploads, `data:` and `blob:` (photo previews before upload), and the map tiles'
 *   server (MAP_TILE_URL);
 * - forms: the app's own pages, and Stripe's hosted pages, since the pay button's post answers with a redirect to
 *   Stripe Checkout and browsers check form-action on redirects (Connect onboarding likewise);
 * - framing: none (`frame-ancestors 'none'`), no plugins, no foreign `<base>`.
 */
export interface CspInput {
  /** The map tile template, e.g. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  mapTileUrl: string;
  /** Origins a form may post to, or be redirected to after posting, besides the app itself. */
  formTargets: readonly string[];
  /** APP_URL is https: ask browsers to upgrade any http sub-resource. */
  https: boolean;
}

export type CspDirectives = Record<string, string[]>;

/** Stripe's hosted pages the app sends people to after a post: Checkout and Connect onboarding. */
export const STRIPE_FORM_TARGETS = ["https://checkout.stripe.com", "https://connect.stripe.com"];

/**
 * The scheme and host a tile template loads from, as a CSP source: `{s}` subdomains become a `*.` wildcard, other
 * placeholders in the host are not allowed (the source would be meaningless). Undefined for a template that is not
 * an absolute http(s) URL (tiles served by the app itself are covered by 'self').
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const scheme = match[1].toLowerCase();
  let host = match[2].toLowerCase();
  if (host.startsWith("{s}.")) host = `*.${host.slice(4)}`;
  if (/[{}]/.test(host) || /[\s;,'"]/.test(host)) return undefined;
  return `${scheme}://${host}`;
}

export function cspDirectives(input: CspInput): CspDirectives {
  const tiles = tileSource(input.mapTileUrl);
  const directives: CspDirectives = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...input.formTargets],
  };
  if (input.https) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/** The directives as a header value (for tests and documentation; the server hands them to helmet). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}
