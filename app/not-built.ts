/**
 * THE list of pages the seed names that later issues build. Each is routed to a plain "not built yet" page inside the
 * shell; an issue that builds a page removes its entry here and adds a real route module in routes.ts.
 */
export interface NotBuiltPage {
  /** Path as in routes.ts (relative to its family's layout). */
  path: string;
  title: string;
  issue: number;
}

export const notBuiltCompanyPages: NotBuiltPage[] = [];

export const notBuiltClientPages: NotBuiltPage[] = [];

export const notBuiltAdminPages: NotBuiltPage[] = [];

/** Payment-provider return pages (public in the seed). */
export const notBuiltPublicPages: NotBuiltPage[] = [];

export const allNotBuiltPages = [
  ...notBuiltCompanyPages,
  ...notBuiltClientPages,
  ...notBuiltAdminPages,
  ...notBuiltPublicPages,
];

/** Looks up the not-built entry for a concrete URL (for the page's title and issue). */
export function findNotBuiltPage(pathname: string): NotBuiltPage | undefined {
  const segments = pathname.replace(/^\/|\/$/g, "").split("/");
  return allNotBuiltPages.find((p) => {
    const pattern = p.path.split("/");
    return (
      pattern.length === segments.length && pattern.every((s, i) => s.startsWith(":") || s === segments[i])
    );
  });
}
