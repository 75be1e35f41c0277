import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { db } from "~/db/client.server";
import { account, rateLimit, session, user, verification } from "~/db/schema";
import { config } from "./config.server";
import { sendMail } from "./mail.server";
import { passwordResetMail } from "./password-reset-mail.server";

function createAuth(database: Db) {
  return betterAuth({
    baseURL: config.baseUrl,
    logger: { level: "error" },
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: person, token }) {
        const link = `${config.baseUrl}/resetPassword?token=${encodeURIComponent(token)}`;
        // In their profile's language: better-auth's user carries only the fields it knows, so read it.
        const [profile] = await database
          .select({ locale: user.locale })
          .from(user)
          .where(eq(user.id, person.id));
        await sendMail({ to: person.email, ...passwordResetMail(profile?.locale, link) });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        accountType: { type: "string", required: false, input: false, defaultValue: "client" },
        recentlySelectedCompany: { type: "string", required: false, input: false },
        stripeConnectedAccountId: { type: "string", required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInRateLimit },
        "/request-password-reset": { window: 60, max: 5 },
      },
    },
    advanced: {
      // Only the header Drip Drop sets itself: start.ts overwrites it on every request with the socket's (or, with
      // TRUST_PROXY, the proxy-reported) address, and sign-in builds its own request with it. A browser's
      // X-Forwarded-For is never read, so it cannot choose the address its attempts are counted under.
      ipAddress: { ipAddressHeaders: ["x-dripdrop-client-ip"] },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const key = Symbol.for("dripdrop.auth");
type Holder = { [key]?: { db: Db; auth: Auth } };

/** The better-auth instance bound to the current database handle. */
export async function getAuth(): Promise<Auth> {
  const database = await db();
  const holder = globalThis as Holder;
  if (holder[key]?.db !== database) holder[key] = { db: database, auth: createAuth(database) };
  return holder[key].auth;
}
