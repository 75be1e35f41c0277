import { and, eq } from "drizzle-orm";
import type { AccountType } from "~/core/access/guard";
import { isAccountType } from "~/core/access/guard";
import { RESET_MAIL_NOT_CONFIGURED } from "~/core/mail/mail-mode";
import { newPasswordProblem } from "~/core/passwords/common-passwords";
import type { PersonalInfo } from "~/core/passwords/password-policy";
import { controlCharacterMessage, findControlCharacter } from "~/core/text/control-characters";
import type { Db } from "~/db/client.server";
import { db as getDb, type Tx } from "~/db/client.server";
import { company, session, user, verification } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { getAuth } from "~/server/auth.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { mailMode } from "~/server/mail.server";
import { createCompanyWithOwner } from "../companies/companies.server";
import { RuleError } from "../errors";
import { storeFile } from "../files/stored-files.server";
import { hit, peek } from "../limits/limits.server";
import type { SystemContext } from "../tenant.server";

/** The seed's signed-in context, loaded on the server before anything renders. */
export interface SignedInUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** "First Last" */
  name: string;
  accountType: AccountType;
  photoUrl: string | null;
  recentlySelectedCompany: string | null;
  selectedCompanyName: string | null;
  stripeConnectedAccountId: string | null;
  /** The profile's language and region ("es-MX"); null follows the browser's. */
  locale: string | null;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

// Refusals are catalog keys (core/i18n/catalogs/*/auth.ts), said in the page's language by the route.
export const SAME_MESSAGE_FOR_BAD_CREDENTIALS = "auth.signIn.mismatch";
export const TOO_MANY_ATTEMPTS = "auth.signIn.tooManyAttempts";
export const ACCOUNT_LOCKED = "auth.signIn.locked";

/** Failed sign-ins per e-mail address (SIGN_IN_ACCOUNT_LIMIT in 15 minutes), counted from every address. */
export const signInFailuresRule = () => ({
  name: "sign-in-failures",
  max: config.signInAccountLimit,
  windowSeconds: 15 * 60,
});

/** A session of this account was opened from this address (its usual place: home, the office). */
async function signedInFromHereBefore(db: Db, email: string, ip: string) {
  const [found] = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(user.email, email), eq(session.ipAddress, ip)))
    .limit(1);
  return found !== undefined;
}

export async function loadSignedInUser(request: Request): Promise<SignedInUser | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const db = await getDb();
  const [row] = await db
    .select({ user, companyName: company.name })
    .from(user)
    .leftJoin(company, eq(company.id, user.recentlySelectedCompany))
    .where(eq(user.id, found.user.id));
  if (!row) return null;
  const u = row.user;
  if (u.recentlySelectedCompany && !row.companyName) {
    logger.warn({ userId: u.id, companyId: u.recentlySelectedCompany }, "No such document!");
  }
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    accountType: isAccountType(u.accountType) ? u.accountType : "client",
    photoUrl: u.image,
    recentlySelectedCompany: u.recentlySelectedCompany,
    selectedCompanyName: row.companyName,
    stripeConnectedAccountId: u.stripeConnectedAccountId,
    locale: u.locale,
  };
}

function authRequest(path: string, body: unknown, client: ClientInfo, extraHeaders?: HeadersInit) {
  const headers = new Headers(extraHeaders);
  headers.set("content-type", "application/json");
  headers.set("origin", config.baseUrl);
  // better-auth reads the client's address from this header only (auth.server.ts); the browser's never gets here.
  headers.set("x-dripdrop-client-ip", client.ip);
  if (client.userAgent) headers.set("user-agent", client.userAgent);
  return new Request(`${config.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

/** Cookies better-auth set, to pass on to the browser. */
function cookiesOf(response: Response) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Every new password goes through here (sign-up, invite sign-up, reset, change, admin:create): not a common one, not
 * the person's e-mail or name. `field` is the form field the message is shown next to.
 */
function checkNewPassword(password: string, person: PersonalInfo, field = "password") {
  const problem = newPasswordProblem(password, person);
  if (problem) throw new RuleError(field, problem);
}

async function personOf(userId: string | null | undefined): Promise<PersonalInfo> {
  if (!userId) return {};
  const database = await getDb();
  const [row] = await database
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? {};
}

/** Every text of a sign-up is checked before anything is created (the form did too; the domain does not rely on it). */
function refuseControlCharacters(fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    const found = findControlCharacter(value);
    if (found) throw new RuleError(field, controlCharacterMessage(found));
  }
}

/**
 * better-auth creates the user, its password account and its session in its own writes; everything after that (the
 * account type, a company and the membership) runs in one transaction, and if that fails the user is deleted again
 * (sessions and accounts cascade), so a sign-up is all or nothing. The session cookie only reaches the browser on
 * success.
 */
async function createAccount(
  input: NewAccount,
  accountType: AccountType,
  client: ClientInfo,
  complete: (tx: Tx, userId: string) => Promise<unknown> = async () => {},
) {
  checkNewPassword(input.password, input);
  const auth = await getAuth();
  // Sign-up is called server-side (no per-IP limit): the limit guards password guessing on sign-in.
  const response = await auth.api.signUpEmail({
    body: {
      email: input.email.toLowerCase(),
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    headers: authRequest("/sign-up/email", {}, client).headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (response.status === 422 || body.code?.includes("ALREADY_EXISTS")) {
      throw new RuleError("email", "auth.signUp.emailTaken");
    }
    if (body.code === "PASSWORD_TOO_SHORT")
      throw new RuleError("password", "auth.validation.passwordTooShort");
    logger.error({ status: response.status, body }, "sign-up failed");
    throw new RuleError("form", "auth.signUp.failed");
  }
  const { user: created } = (await response.json()) as { user: { id: string } };
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.update(user).set({ accountType }).where(eq(user.id, created.id));
      await complete(tx, created.id);
    });
  } catch (error) {
    await db
      .delete(user)
      .where(eq(user.id, created.id))
      .catch((cleanup: unknown) =>
        logger.error({ err: cleanup, userId: created.id }, "could not undo a failed sign-up"),
      );
    throw error;
  }
  return { userId: created.id, headers: cookiesOf(response) };
}

/** /signUp: a Company account, its company, and the person as the company's Owner — all or nothing. */
export async function signUpCompany(input: NewAccount & { companyName: string }, client: ClientInfo) {
  const { password: _password, ...texts } = input;
  refuseControlCharacters(texts);
  return createAccount(input, "company", client, (tx, userId) =>
    createCompanyWithOwner(tx, { userId }, input.companyName),
  );
}

/** /homeOwnerSignUp: a Client (pool owner) account. */
export async function signUpClient(input: NewAccount, client: ClientInfo) {
  const { password: _password, ...texts } = input;
  refuseControlCharacters(texts);
  return createAccount(input, "client", client);
}

export type SignInResult =
  | { ok: true; headers: Headers; accountType: AccountType }
  | { ok: false; message: string; values?: { minutes: number }; status: number };

/**
 * The same message for an unknown e-mail and a wrong password. Two limits:
 * - per client address (better-auth, SIGN_IN_RATE_LIMIT a minute): one machine cannot guess quickly;
 * - per account (SIGN_IN_ACCOUNT_LIMIT failures in 15 minutes, from all addresses together): an attacker rotating
 *   addresses against one e-mail is slowed to that pace. Only failures count, and once the account is locked a
 *   sign-in from an address the account already has a session from is still checked — so someone else's guessing
 *   does not lock the person out at home or at the office; elsewhere they wait out the 15 minutes. Unknown e-mails
 *   are counted alike, so the answers say nothing about which accounts exist.
 */
export async function signIn(email: string, password: string, client: ClientInfo): Promise<SignInResult> {
  const address = email.toLowerCase();
  const database = await getDb();
  const failures = signInFailuresRule();
  const account = await peek({ db: database }, failures, address);
  if (!account.allowed && !(await signedInFromHereBefore(database, address, client.ip)))
    return {
      ok: false,
      message: ACCOUNT_LOCKED,
      values: { minutes: Math.max(1, Math.ceil(account.retryAfterSeconds / 60)) },
      status: 429,
    };
  const auth = await getAuth();
  const response = await auth.handler(
    authRequest("/sign-in/email", { email: address, password, rememberMe: true }, client),
  );
  if (response.status === 429) return { ok: false, message: TOO_MANY_ATTEMPTS, status: 429 };
  if (!response.ok) {
    await hit({ db: database }, failures, address);
    return { ok: false, message: SAME_MESSAGE_FOR_BAD_CREDENTIALS, status: 400 };
  }
  const { user: signedIn } = (await response.json()) as { user: { accountType?: string } };
  return {
    ok: true,
    headers: cookiesOf(response),
    accountType: isAccountType(signedIn.accountType) ? signedIn.accountType : "client",
  };
}

export async function signOut(request: Request) {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return cookiesOf(response);
}

/**
 * Always answers the same way, whether or not the address has an account. With e-mail off (production without
 * SMTP_URL) it refuses for every address alike: a reset link must never be written anywhere a visitor could read it.
 */
export async function requestPasswordReset(email: string, client: ClientInfo) {
  if (mailMode() === "off") throw new RuleError("form", RESET_MAIL_NOT_CONFIGURED);
  const auth = await getAuth();
  const response = await auth.handler(
    authRequest(
      "/request-password-reset",
      { email: email.toLowerCase(), redirectTo: "/resetPassword" },
      client,
    ),
  );
  if (response.status === 429) throw new RuleError("email", "auth.reset.tooManyRequests");
}

export async function resetPassword(token: string, newPassword: string) {
  // The reset token names the account (better-auth keeps it as `reset-password:<token>` → user id).
  const database = await getDb();
  const [pending] = await database
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`));
  checkNewPassword(newPassword, await personOf(pending?.userId));
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch {
    throw new RuleError("form", "auth.reset.invalidLink");
  }
}

/** The signed-in person's name, phone, language and picture (stored through `ports.files`); `photoUrl: null` removes it. */
export async function updateProfile(
  system: SystemContext,
  userId: string,
  input: { firstName: string; lastName: string; phone?: string; locale?: string; photoUrl?: string | null },
  photo?: PreparedFile | null,
) {
  const { db } = system;
  // A new picture is shown beside the person's name to the companies and people they deal with: a public kind.
  const photoUrl = photo
    ? (await storeFile(system, photo, { kind: "profile", companyId: null, uploadedBy: userId })).url
    : input.photoUrl;
  await db
    .update(user)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.locale !== undefined ? { locale: input.locale || null } : {}),
      ...(photoUrl !== undefined ? { image: photoUrl } : {}),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}

/** For `npm run admin:create` and the demo: an Admin account (platform operator). */
export async function createAdminAccount(input: NewAccount) {
  const account = await createAccount(input, "admin", { ip: "127.0.0.1" });
  return account.userId;
}

/** An account created while redeeming an invite: staff codes make a Company account, pool-owner codes a Client. */
export async function signUpForInvite(input: NewAccount, kind: "member" | "client", client: ClientInfo) {
  return createAccount(input, kind === "member" ? "company" : "client", client);
}

export async function getAccountSettings(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ phone: user.phone, locale: user.locale, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return { phone: row?.phone ?? "", locale: row?.locale ?? "", email: row?.email ?? "" };
}

export async function updateAccountSettings(userId: string, input: { phone: string; locale: string }) {
  const db = await getDb();
  await db
    .update(user)
    .set({ phone: input.phone || null, locale: input.locale || null, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

export async function changePassword(request: Request, currentPassword: string, newPassword: string) {
  const auth = await getAuth();
  const signedIn = await auth.api.getSession({ headers: request.headers });
  checkNewPassword(newPassword, await personOf(signedIn?.user.id), "newPassword");
  try {
    await auth.api.changePassword({ body: { currentPassword, newPassword }, headers: request.headers });
  } catch {
    throw new RuleError("currentPassword", "people.account.rules.currentPasswordWrong");
  }
}
