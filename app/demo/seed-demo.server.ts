import { and, eq } from "drizzle-orm";
import { analyzeTables } from "~/db/analyze.server";
import type { Db } from "~/db/client.server";
import { clientLink, company, companyMember, customer, invite, role, user } from "~/db/schema";
import { createAdminAccount, signUpClient, signUpCompany } from "~/domain/accounts/accounts.server";
import { generateSchedule } from "~/domain/routing/schedule.server";
import { serverPorts } from "~/server/ports.server";
import { seedDemoDashboard } from "./seed-demo-dashboard.server";
import { demoPoolOwner, seedDemoLocations } from "./seed-demo-locations.server";
import { seedDemoMessages } from "./seed-demo-messages.server";
import { seedDemoMoney } from "./seed-demo-money.server";
import { seedDemoOperations } from "./seed-demo-operations.server";
import { seedDemoPlatform } from "./seed-demo-platform.server";
import { seedDemoPortal } from "./seed-demo-portal.server";
import { seedDemoReports } from "./seed-demo-reports.server";
import { seedDemoRouting } from "./seed-demo-routing.server";
import { seedDemoService } from "./seed-demo-service.server";

export const DEMO_PASSWORD = "drip-drop-demo";

export const demoSignIns = [
  { kind: "Admin", email: "admin@dripdrop.demo", signInAt: "/signIn" },
  { kind: "Company Owner", email: "owner@bluewave.demo", signInAt: "/signIn" },
  { kind: "Company Technician", email: "tech@bluewave.demo", signInAt: "/signIn" },
  { kind: "Client (pool owner)", email: "pat@poolowner.demo", signInAt: "/homeOwnerSignIn" },
] as const;

const demoIp = { ip: "127.0.0.1" };

/** The demo company and one account of each kind. Idempotent: does nothing when the demo owner exists. */
export async function seedDemo(db: Db) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, "owner@bluewave.demo"));
  if (existing) return false;

  await createAdminAccount(
    { db, ports: serverPorts() },
    {
      firstName: "Ada",
      lastName: "Admin",
      email: "admin@dripdrop.demo",
      password: DEMO_PASSWORD,
    },
  );
  const owner = await signUpCompany(
    { db, ports: serverPorts() },
    {
      firstName: "Olivia",
      lastName: "Owens",
      email: "owner@bluewave.demo",
      password: DEMO_PASSWORD,
      companyName: "Blue Wave Pool Service",
    },
    demoIp,
  );
  const [ownerRow] = await db.select().from(user).where(eq(user.id, owner.userId));
  const companyId = ownerRow.recentlySelectedCompany!;

  const tech = await signUpClient(
    { db, ports: serverPorts() },
    { firstName: "Tomas", lastName: "Reyes", email: "tech@bluewave.demo", password: DEMO_PASSWORD },
    demoIp,
  );
  const [techRole] = await db
    .select()
    .from(role)
    .where(and(eq(role.companyId, companyId), eq(role.builtIn, "technician")));
  await db
    .update(user)
    .set({ accountType: "company", recentlySelectedCompany: companyId })
    .where(eq(user.id, tech.userId));
  const [techMember] = await db
    .insert(companyMember)
    .values({ companyId, userId: tech.userId, roleId: techRole.id })
    .returning({ id: companyMember.id });

  const maya = await signUpClient(
    { db, ports: serverPorts() },
    { firstName: "Maya", lastName: "Chen", email: "maya@bluewave.demo", password: DEMO_PASSWORD },
    demoIp,
  );
  await db
    .update(user)
    .set({ accountType: "company", recentlySelectedCompany: companyId })
    .where(eq(user.id, maya.userId));
  const [mayaMember] = await db
    .insert(companyMember)
    .values({ companyId, userId: maya.userId, roleId: techRole.id })
    .returning({ id: companyMember.id });

  const client = await signUpClient(
    { db, ports: serverPorts() },
    { ...demoPoolOwner, password: DEMO_PASSWORD },
    demoIp,
  );

  await db
    .update(company)
    .set({
      email: "office@bluewave.demo",
      phone: "(480) 555-0100",
      addressLine: "2150 E University Dr",
      city: "Tempe",
      region: "AZ",
      postalCode: "85281",
      serviceZipCodes: ["85281", "85282", "85283", "85284", "85201", "85210"],
      timeZone: "America/Phoenix",
      platformStatus: "active",
      verified: true,
    })
    .where(eq(company.id, companyId));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Phoenix" }).format(new Date());
  await seedDemoLocations(db, companyId, today);
  await seedDemoService(db, companyId, today, techMember.id);
  await seedDemoRouting(db, companyId, today, { tomas: techMember.id, maya: mayaMember.id });
  await generateSchedule({ db }, { companyId });
  await seedDemoOperations(db, companyId, today, { tomas: techMember.id, maya: mayaMember.id });
  await seedDemoMoney(db, companyId, owner.userId, today);
  await seedDemoReports(db, companyId, today);
  await seedDemoDashboard(db, companyId, owner.userId, today);
  // The demo pool owner is one of the company's customers: the record named and addressed as Pat.
  const [pats] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.companyId, companyId), eq(customer.email, demoPoolOwner.email)));
  await db.update(customer).set({ linkedUserId: client.userId }).where(eq(customer.id, pats.id));
  await db
    .insert(clientLink)
    .values({ companyId, userId: client.userId, customerRef: pats.displayName, customerId: pats.id });
  await seedDemoPortal(db, companyId, client.userId, today, techMember.id);

  const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  await db.insert(invite).values([
    {
      companyId,
      code: "DEMO-TECH",
      kind: "member",
      roleId: techRole.id,
      expiresAt: inAMonth,
      createdBy: owner.userId,
    },
    {
      companyId,
      code: "DEMO-POOL",
      kind: "client",
      customerRef: "Sam Lee",
      expiresAt: inAMonth,
      createdBy: owner.userId,
    },
  ]);
  await seedDemoMessages(db, companyId, today);
  await seedSecondCompany(db);
  await seedDemoPlatform(db, DEMO_PASSWORD);
  // Fresh statistics for the planner: the embedded database never runs autovacuum (db/analyze.server.ts).
  await analyzeTables(db);
  return true;
}

/**
 * A second, smaller active company in the directory (also serving Tempe), so the companies directory lists more than
 * one and its "Request service" can be tried (and tested) without changing Blue Wave's customers.
 */
async function seedSecondCompany(db: Db) {
  const owner = await signUpCompany(
    { db, ports: serverPorts() },
    {
      firstName: "Sam",
      lastName: "Soto",
      email: "owner@sunrisepools.demo",
      password: DEMO_PASSWORD,
      companyName: "Sunrise Pool Care",
    },
    demoIp,
  );
  const [row] = await db.select().from(user).where(eq(user.id, owner.userId));
  await db
    .update(company)
    .set({
      email: "hello@sunrisepools.demo",
      phone: "(480) 555-0199",
      city: "Tempe",
      region: "AZ",
      postalCode: "85282",
      serviceZipCodes: ["85281", "85282", "85283"],
      timeZone: "America/Phoenix",
      platformStatus: "active",
    })
    .where(eq(company.id, row.recentlySelectedCompany!));
}
