/** The Admin Mailbox page's pure parts: search, paging and clickable links in a message's text. */

export interface Searchable {
  to: string;
  subject: string;
}

/** Every word of the query must appear in the recipient or the subject (case-insensitive). */
export function searchMails<T extends Searchable>(mails: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...mails];
  return mails.filter((m) => {
    const haystack = `${m.to}\n${m.subject}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

export interface PageOf<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number, perPage: number): PageOf<T> {
  const size = Math.max(1, Math.floor(perPage));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: items.length,
  };
}

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

/** Splits text into plain runs and http(s) links; punctuation that ends a sentence stays out of the link. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /https?:\/\/[^\s<>"]+/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    let url = match[0];
    const trimmed = url.replace(/[.,;:!?)\]']+$/, "");
    url = trimmed;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
