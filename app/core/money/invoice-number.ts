/** Invoice numbers come from the company's sequence and read "INV-318", like jobs' "J-12" and stops' "S-123". */
export const invoiceLabel = (n: number) => `INV-${n}`;

/** Credit notes have their own sequence: "CN-7". */
export const creditNoteLabel = (n: number) => `CN-${n}`;

/** The number in what someone typed into a search box: "INV-318", "inv318", "318" → 318; anything else → null. */
export function parseInvoiceLabel(text: string): number | null {
  const m = /^\s*(?:inv-?\s*)?(\d{1,15})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}
