/**
 * The English names of the records a message links (a visit, a job, an invoice) and the picker's groups, as the
 * messaging domain writes them, and their parts read back so a screen can word them in its language
 * (components/messages/link-words.ts). Pure.
 */
export const stopLinkLabel = (n: number, date: string) => `Visit S-${n} on ${date}`;
export const jobLinkLabel = (n: number, title: string) => `Job J-${n}: ${title}`;
export const invoiceLinkLabel = (n: number) => `Invoice INV-${n}`;

export const linkGroupNames = { stop: "Visits", job: "Jobs", invoice: "Invoices" } as const;

export type LinkLabelParts =
  | { kind: "stop"; number: string; date: string }
  | { kind: "job"; number: string; title: string }
  | { kind: "invoice"; number: string };

/** The parts of a label written by the functions above; null for any other text. */
export function readLinkLabel(label: string): LinkLabelParts | null {
  let m = /^Visit S-(\d+) on (\d{4}-\d{2}-\d{2})$/.exec(label);
  if (m) return { kind: "stop", number: m[1], date: m[2] };
  m = /^Job J-(\d+): ([\s\S]*)$/.exec(label);
  if (m) return { kind: "job", number: m[1], title: m[2] };
  m = /^Invoice INV-(\d+)$/.exec(label);
  if (m) return { kind: "invoice", number: m[1] };
  return null;
}
