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

const page = (issue: number, title: string, ...paths: string[]): NotBuiltPage[] =>
  paths.map((path) => ({ path, title, issue }));

export const notBuiltCompanyPages: NotBuiltPage[] = [
  ...page(9, "Messages", "company/messages"),
  ...page(10, "Reports", "company/reports"),
];

export const notBuiltClientPages: NotBuiltPage[] = [...page(9, "Messages", "messages")];

export const notBuiltAdminPages: NotBuiltPage[] = [
  ...page(10, "Orders", "admin/dashboard/orders"),
  ...page(10, "Category", "category"),
  ...page(10, "Sellers", "seller"),
  ...page(10, "Payment Request", "payment-request"),
  ...page(10, "Deactive Sellers", "deactive-sellers"),
  ...page(10, "Seller Request", "sellers-request"),
  ...page(10, "Live Chat", "chat-seller"),
];

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
