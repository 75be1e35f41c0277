/**
 * How every e-mail opens. A customer's `display_name` is "Last, First" (it sorts lists), which reads wrong in a
 * greeting ("Hello Walker, Quinn,"): people are greeted by their first name, a company customer by the company's name.
 */
export interface Addressee {
  firstName?: string | null;
  companyName?: string | null;
  /** A customer shown as the business (its `display_as_company`). */
  displayAsCompany?: boolean | null;
  /** The stored full name, used only when the parts are empty: "Last, First" or "First Last". */
  name?: string | null;
}

/** The name to greet: the company for a company customer, else the first name, else a first name read from `name`. */
export function greetingName(a: Addressee): string {
  const company = a.companyName?.trim() ?? "";
  if (a.displayAsCompany && company) return company;
  const first = a.firstName?.trim() ?? "";
  if (first) return first;
  const name = a.name?.trim() ?? "";
  const comma = name.indexOf(",");
  if (comma >= 0) {
    const after = name.slice(comma + 1).trim();
    return after || name.slice(0, comma).trim();
  }
  return name || company;
}

/** "Hello Quinn," for a name already chosen by greetingName — or "Hello," when there is none. */
export function hello(name: string): string {
  const n = name.trim();
  return n ? `Hello ${n},` : "Hello,";
}

/** The opening line of an e-mail to this addressee: "Hello Quinn,". */
export function greeting(a: Addressee): string {
  return hello(greetingName(a));
}
