/**
 * Secrets of the bookkeeping adapter: OAuth tokens sealed with AES-256-GCM (a fresh 12-byte IV per seal, the 16-byte
 * tag checked on opening, so a changed byte is refused), and the OAuth `state` signed with HMAC-SHA-256. The key is
 * derived from the configured secret with SHA-256 under a label, so the same secret serves other uses unrelated.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

const keyOf = (secret: string, label: string) =>
  createHash("sha256").update(`dripdrop:${label}:`).update(secret).digest();

/** `iv.tag.ciphertext`, each base64url. */
export function seal(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, "quickbooks-tokens"), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url")).join(".");
}

/** The sealed text; throws when it was not sealed under this secret or was changed. */
export function unseal(secret: string, sealed: string): string {
  const [iv, tag, ciphertext] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !ciphertext || iv.length !== 12 || tag.length !== 16)
    throw new Error("Not a sealed token");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, "quickbooks-tokens"), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}

/** `payload.signature`: the JSON payload and its HMAC, base64url. */
export function sign(secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = createHmac("sha256", keyOf(secret, "quickbooks-state")).update(body).digest("base64url");
  return `${body}.${mac}`;
}

/** The payload of a signed text, or null when the signature does not match. */
export function readSigned(secret: string, signed: string): unknown {
  const [body, mac] = signed.split(".");
  if (!body || !mac) return null;
  const expected = createHmac("sha256", keyOf(secret, "quickbooks-state")).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
