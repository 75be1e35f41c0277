import { and, eq } from "drizzle-orm";
import type { AccountType } from "~/core/access/guard";
import { isAccountType } from "~/core/access/guard";
import { RESET_MAIL_NOT_CONFIGURED } from "~/core/mail/mail-mode";
import { newPasswordProblem } from "~/core/passwords/common-passwords";
import type { PersonalInfo } from "~/core/passwords/password-policy";
import { controlCharacterMessage, findControlCharacter } from "~/core/text/control-characters";
import type { Db } from "~/db/client.server";
import { db as getDb, type Tx } from "~/db/client.server";
import { company, session, user } from "~/db/schema";
import type { ClientInfo, PreparedFile } from "~/domain/ports";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
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

export type { ClientInfo };

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

export async function loadSignedInUser(
  system: SystemContext,
  request: Request,
): Promise<SignedInUser | null> {
  const userId = await system.ports.auth.sessionUserId(request.headers);
  if (!userId) return null;
  const [row] = await system.db
    .select({ user, companyName: company.name })
    .from(user)
    .leftJoin(company, eq(company.id, user.recentlySelectedCompany))
    .where(eq(user.id, userId));
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

async function personOf(database: Db, userId: string | null | undefined): Promise<PersonalInfo> {
  if (!userId) return {};
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
 * The auth port (better-auth) creates the user, its password account and its session in its own writes; everything after that (the
 * account type, a company and the membership) runs in one transaction, and if that fails the user is deleted again
 * (sessions and accounts cascade), so a sign-up is all or nothing. The session cookie only reaches the browser on
 * success.
 */
async function createAccount(
  system: SystemContext,
  input: NewAccount,
  accountType: AccountType,
  client: ClientInfo,
  complete: (tx: Tx, userId: string) => Promise<unknown> = async () => {},
) {
  checkNewPassword(input.password, input);
  const created = await system.ports.auth.createUser(
    {
      email: input.email.toLowerCase(),
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    client,
  );
  if (!created.ok) {
    if (created.refusal === "email-taken") throw new RuleError("email", "auth.signUp.emailTaken");
    if (created.refusal === "password-too-short")
      throw new RuleError("password", "auth.validation.passwordTooShort");
    throw new RuleError("form", "auth.signUp.failed");
  }
  const { db } = system;
  try {
    await db.transaction(async (tx) => {
      await tx.update(user).set({ accountType }).where(eq(user.id, created.userId));
      await complete(tx, created.userId);
    });
  } catch (error) {
    await db
      .delete(user)
      .where(eq(user.id, created.userId))
      .catch((cleanup: unknown) =>
        logger.error({ err: cleanup, userId: created.userId }, "could not undo a failed sign-up"),
      );
    throw error;
  }
  return { userId: created.userId, headers: created.cookies };
}

/** /signUp: a Company account, its company, and the person as the company's Owner — all or nothing. */
export async function signUpCompany(
  system: SystemContext,
  input: NewAccount & { companyName: string },
  client: ClientInfo,
) {
  const { password: _password, ...texts } = input;
  refuseControlCharacters(texts);
  return createAccount(system, input, "company", client, (tx, userId) =>
    createCompanyWithOwner(tx, { userId }, input.companyName),
  );
}

/** /homeOwnerSignUp: a Client (pool owner) account. */
export async function signUpClient(system: SystemContext, input: NewAccount, client: ClientInfo) {
  const { password: _password, ...texts } = input;
  refuseControlCharacters(texts);
  return createAccount(system, input, "client", client);
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
export async function signIn(
  system: SystemContext,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<SignInResult> {
  const address = email.toLowerCase();
  const database = system.db;
  const failures = signInFailuresRule();
  const account = await peek({ db: database }, failures, address);
  if (!account.allowed && !(await signedInFromHereBefore(database, address, client.ip)))
    return {
      ok: false,
      message: ACCOUNT_LOCKED,
      values: { minutes: Math.max(1, Math.ceil(account.retryAfterSeconds / 60)) },
      status: 429,
    };
  const signedIn = await system.ports.auth.signInWithPassword(address, password, client);
  if (!signedIn.ok && signedIn.refusal === "too-many-attempts")
    return { ok: false, message: TOO_MANY_ATTEMPTS, status: 429 };
  if (!signedIn.ok) {
    await hit({ db: database }, failures, address);
    return { ok: false, message: SAME_MESSAGE_FOR_BAD_CREDENTIALS, status: 400 };
  }
  return {
    ok: true,
    headers: signedIn.cookies,
    accountType: isAccountType(signedIn.accountType) ? signedIn.accountType : "client",
  };
}

export async function signOut(system: SystemContext, request: Request) {
  return system.ports.auth.signOut(request.headers);
}

/**
 * Always answers the same way, whether or not the address has an account. With e-mail off (production without
 * SMTP_URL) it refuses for every address alike: a reset link must never be written anywhere a visitor could read it.
 */
export async function requestPasswordReset(system: SystemContext, email: string, client: ClientInfo) {
  if (system.ports.mailer.mode() === "off") throw new RuleError("form", RESET_MAIL_NOT_CONFIGURED);
  const sent = await system.ports.auth.sendPasswordReset(email.toLowerCase(), client);
  if (!sent) throw new RuleError("email", "auth.reset.tooManyRequests");
}

export async function resetPassword(system: SystemContext, token: string, newPassword: string) {
  // The reset link names the account, so the new password is checked against that person's name and e-mail.
  const userId = await system.ports.auth.resetLinkUserId(token);
  checkNewPassword(newPassword, await personOf(system.db, userId));
  if (!(await system.ports.auth.resetPassword(token, newPassword)))
    throw new RuleError("form", "auth.reset.invalidLink");
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
export async function createAdminAccount(system: SystemContext, input: NewAccount) {
  const account = await createAccount(system, input, "admin", { ip: "127.0.0.1" });
  return account.userId;
}

/** An account created while redeeming an invite: staff codes make a Company account, pool-owner codes a Client. */
export async function signUpForInvite(
  system: SystemContext,
  input: NewAccount,
  kind: "member" | "client",
  client: ClientInfo,
) {
  return createAccount(system, input, kind === "member" ? "company" : "client", client);
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

export async function changePassword(
  system: SystemContext,
  request: Request,
  currentPassword: string,
  newPassword: string,
) {
  const userId = await system.ports.auth.sessionUserId(request.headers);
  checkNewPassword(newPassword, await personOf(system.db, userId), "newPassword");
  if (!(await system.ports.auth.changePassword(request.headers, currentPassword, newPassword)))
    throw new RuleError("currentPassword", "people.account.rules.currentPasswordWrong");
}
