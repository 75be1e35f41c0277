import { eq } from "drizzle-orm";
import type { AccountType } from "~/core/access/guard";
import { isAccountType } from "~/core/access/guard";
import { controlCharacterMessage, findControlCharacter } from "~/core/text/control-characters";
import { db as getDb, type Tx } from "~/db/client.server";
import { company, user } from "~/db/schema";
import { getAuth } from "~/server/auth.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { createCompanyWithOwner } from "../companies/companies.server";
import { RuleError } from "../errors";

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
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const SAME_MESSAGE_FOR_BAD_CREDENTIALS = "That e-mail and password don't match an account.";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Wait a minute and try again.";

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
  };
}

function authRequest(path: string, body: unknown, client: ClientInfo, extraHeaders?: HeadersInit) {
  const headers = new Headers(extraHeaders);
  headers.set("content-type", "application/json");
  headers.set("origin", config.baseUrl);
  headers.set("x-forwarded-for", client.ip);
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
      throw new RuleError("email", "An account with this e-mail already exists. Sign in instead.");
    }
    if (body.code === "PASSWORD_TOO_SHORT") throw new RuleError("password", "Use at least 8 characters.");
    logger.error({ status: response.status, body }, "sign-up failed");
    throw new RuleError("form", "We could not create the account. Try again in a moment.");
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
    createCompanyWithOwner(tx, userId, input.companyName),
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
  | { ok: false; message: string; status: number };

/** The same message for an unknown e-mail and a wrong password; attempts are rate-limited per address. */
export async function signIn(email: string, password: string, client: ClientInfo): Promise<SignInResult> {
  const auth = await getAuth();
  const response = await auth.handler(
    authRequest("/sign-in/email", { email: email.toLowerCase(), password, rememberMe: true }, client),
  );
  if (response.status === 429) return { ok: false, message: TOO_MANY_ATTEMPTS, status: 429 };
  if (!response.ok) return { ok: false, message: SAME_MESSAGE_FOR_BAD_CREDENTIALS, status: 400 };
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

/** Always answers the same way, whether or not the address has an account. */
export async function requestPasswordReset(email: string, client: ClientInfo) {
  const auth = await getAuth();
  const response = await auth.handler(
    authRequest(
      "/request-password-reset",
      { email: email.toLowerCase(), redirectTo: "/resetPassword" },
      client,
    ),
  );
  if (response.status === 429)
    throw new RuleError("email", "Too many requests. Wait a minute and try again.");
}

export async function resetPassword(token: string, newPassword: string) {
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch {
    throw new RuleError("form", "This reset link is invalid or has expired. Ask for a new one.");
  }
}

export async function updateProfile(
  userId: string,
  input: { firstName: string; lastName: string; phone?: string; photoUrl?: string | null },
) {
  const db = await getDb();
  await db
    .update(user)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.photoUrl !== undefined ? { image: input.photoUrl } : {}),
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
  return { phone: row?.phone ?? "", locale: row?.locale ?? "en-US", email: row?.email ?? "" };
}

export async function updateAccountSettings(userId: string, input: { phone: string; locale: string }) {
  const db = await getDb();
  await db
    .update(user)
    .set({ phone: input.phone || null, locale: input.locale, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

export async function changePassword(request: Request, currentPassword: string, newPassword: string) {
  const auth = await getAuth();
  try {
    await auth.api.changePassword({ body: { currentPassword, newPassword }, headers: request.headers });
  } catch {
    throw new RuleError("currentPassword", "Your current password is not right.");
  }
}
