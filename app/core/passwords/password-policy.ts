/**
 * What a new password may not be: the person's own e-mail, its local part or their name, nor contain one of them
 * trivially (case-insensitive). Pure and tiny, so the browser checks it too; the common-password check, which needs a
 * large dictionary, is in ./common-passwords.ts and runs on the server only.
 */
export interface PersonalInfo {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Catalog keys (core/i18n/catalogs, area auth): the forms show them in the page's language. */
export const PASSWORD_MESSAGES = {
  personal: "auth.password.personal",
  common: "auth.password.common",
} as const;

/** Words shorter than this are only refused when the whole password is that word (a 3-letter name is in many words). */
const MIN_CONTAINED = 4;

const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The person's words: the whole e-mail, its local part and its pieces (pat.morgan → pat, morgan), the names. */
export function personalWords(info: PersonalInfo): string[] {
  const email = (info.email ?? "").trim().toLowerCase();
  const local = email.includes("@") ? email.slice(0, email.lastIndexOf("@")) : email;
  const words = [
    email,
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...(info.firstName ?? "").split(/\s+/),
    ...(info.lastName ?? "").split(/\s+/),
    `${info.firstName ?? ""}${info.lastName ?? ""}`,
  ].map(letters);
  return [...new Set(words.filter((w) => w.length > 0))];
}

/** The field message when the password is (or trivially contains) the person's e-mail or name; otherwise null. */
export function personalInfoProblem(password: string, info: PersonalInfo): string | null {
  const plain = letters(password);
  if (!plain) return null;
  for (const word of personalWords(info)) {
    if (plain === word) return PASSWORD_MESSAGES.personal;
    if (word.length >= MIN_CONTAINED && plain.includes(word)) return PASSWORD_MESSAGES.personal;
  }
  return null;
}
