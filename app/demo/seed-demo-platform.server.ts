/**
 * Demo data of the platform admin console: the two active demo companies pay a Drip Drop subscription (with a few
 * monthly payments, one failed and retried), a new company waits to be listed, Sunrise Pool Care asks to be verified,
 * Blue Wave asks for a refund, and a few messages from the Contact page. Blue Wave's customers are not touched.
 */
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  company,
  contactMessage,
  paymentRequest,
  platformPayment,
  platformSubscription,
  user,
  verificationRequest,
} from "~/db/schema";
import { signUpCompany } from "~/domain/accounts/accounts.server";
import { serverPorts } from "~/server/ports.server";

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

async function companyOf(db: Db, ownerEmail: string) {
  const [row] = await db
    .select({ companyId: user.recentlySelectedCompany, userId: user.id })
    .from(user)
    .where(eq(user.email, ownerEmail));
  return { companyId: row.companyId!, userId: row.userId };
}

export async function seedDemoPlatform(db: Db, password: string) {
  const blueWave = await companyOf(db, "owner@bluewave.demo");
  const sunrise = await companyOf(db, "owner@sunrisepools.demo");

  // Blue Wave: Pro, monthly, for six months; Sunrise: Starter for two, last charge failed then paid. Each company
  // signed up (and its owner with it) the day its subscription started, so Sellers' "Joined" tells the same story.
  for (const [seller, days] of [
    [blueWave, 182],
    [sunrise, 64],
  ] as const) {
    const joined = new Date(`${dateOf(daysAgo(days))}T16:00:00Z`);
    await db.update(company).set({ createdAt: joined }).where(eq(company.id, seller.companyId));
    await db.update(user).set({ createdAt: joined }).where(eq(user.id, seller.userId));
  }
  const [pro] = await db
    .insert(platformSubscription)
    .values({
      companyId: blueWave.companyId,
      plan: "Pro",
      amountCents: 7900,
      interval: "month",
      startedOn: dateOf(daysAgo(182)),
    })
    .returning();
  const [starter] = await db
    .insert(platformSubscription)
    .values({
      companyId: sunrise.companyId,
      plan: "Starter",
      amountCents: 2900,
      interval: "month",
      startedOn: dateOf(daysAgo(64)),
    })
    .returning();
  await db.insert(platformPayment).values([
    ...[180, 150, 120, 90, 60, 30].map((d, i) => ({
      companyId: blueWave.companyId,
      subscriptionId: pro.id,
      amountCents: 7900,
      status: "paid" as const,
      reference: `DD-BW-${1001 + i}`,
      paidAt: daysAgo(d),
    })),
    {
      companyId: sunrise.companyId,
      subscriptionId: starter.id,
      amountCents: 2900,
      status: "paid",
      reference: "DD-SR-2001",
      paidAt: daysAgo(62),
    },
    {
      companyId: sunrise.companyId,
      subscriptionId: starter.id,
      amountCents: 2900,
      status: "failed",
      reference: "DD-SR-2002",
      paidAt: daysAgo(32),
    },
    {
      companyId: sunrise.companyId,
      subscriptionId: starter.id,
      amountCents: 2900,
      status: "paid",
      reference: "DD-SR-2003",
      paidAt: daysAgo(29),
    },
  ]);

  await db.insert(paymentRequest).values({
    companyId: blueWave.companyId,
    kind: "refund",
    amountCents: 7900,
    reason: "We were charged twice for the Pro plan last month (DD-BW-1005 and a second card charge).",
    requestedByUserId: blueWave.userId,
    createdAt: daysAgo(2),
  });

  await db.insert(verificationRequest).values({
    companyId: sunrise.companyId,
    licenseNumber: "ROC-318455",
    licenseState: "AZ",
    insuranceCarrier: "Desert Mutual",
    insuranceExpiresOn: dateOf(daysAgo(-300)),
    note: "Licensed since 2019; certificate of insurance on request.",
    requestedByUserId: sunrise.userId,
    requestedAt: daysAgo(1),
  });

  // A new company asking to be listed (pending, the default for a new company).
  const crystal = await signUpCompany(
    { db, ports: serverPorts() },
    {
      firstName: "Carla",
      lastName: "Nguyen",
      email: "owner@crystalclear.demo",
      password,
      companyName: "Crystal Clear Pools",
    },
    { ip: "127.0.0.1" },
  );
  const [crystalRow] = await db
    .select({ companyId: user.recentlySelectedCompany })
    .from(user)
    .where(eq(user.id, crystal.userId));
  await db
    .update(company)
    .set({
      email: "hello@crystalclear.demo",
      phone: "(480) 555-0177",
      city: "Mesa",
      region: "AZ",
      postalCode: "85201",
      serviceZipCodes: ["85201", "85203"],
      timeZone: "America/Phoenix",
    })
    .where(inArray(company.id, [crystalRow.companyId!]));

  const [messages] = await db.select({ n: count() }).from(contactMessage);
  if (!messages?.n)
    await db.insert(contactMessage).values([
      {
        name: "Grace Patel",
        email: "grace@example.com",
        topic: "company",
        message: "We run 3 trucks in Scottsdale. Can we import our customers from a spreadsheet?",
        createdAt: daysAgo(3),
      },
      {
        name: "Marcus Bell",
        email: "marcus@example.com",
        topic: "homeowner",
        message: "My pool company uses Drip Drop. How do I see my service reports?",
        status: "read",
        createdAt: daysAgo(6),
      },
      {
        name: "Ines Romero",
        email: "ines@example.com",
        topic: "support",
        message: "The invite code from my employer says it has expired. Who can send a new one?",
        createdAt: daysAgo(1),
      },
    ]);
}
