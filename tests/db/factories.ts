import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { signUpClient, signUpCompany } from "~/domain/accounts/accounts.server";
import { listRoles, resolveTenant } from "~/domain/companies/companies.server";
import type { CustomerInput } from "~/domain/customers/schemas";
import type { EquipmentInput } from "~/domain/equipment/schemas";
import type { LocationInput } from "~/domain/locations/schemas";
import type { RecurringStopInput } from "~/domain/routing/recurring-schemas";
import type { CreateStopInput } from "~/domain/service/stop-schemas";
import { createInvite, redeemInvite } from "~/domain/team/invites.server";
import { type SystemContext, type TenantContext, userContext } from "~/domain/tenant.server";
import type { BodyOfWaterInput } from "~/domain/water/schemas";
import { serverPorts } from "~/server/ports.server";

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const testIp = () => ({ ip: `10.0.${counter % 250}.${Math.floor(Math.random() * 250)}` });
export const PASSWORD = "correct-horse-battery";

/** The test database with the real adapters, for work that acts for no one company (sign-up, sign-in, admin). */
export async function testSystem(): Promise<SystemContext> {
  return { db: await db(), ports: serverPorts() };
}

/** A fresh company with its Owner; returns the owner's tenant context. */
export async function newCompany(name = "Test Pools") {
  const email = `owner-${unique()}@test.example`;
  const { userId } = await signUpCompany(
    await testSystem(),
    { firstName: "Olga", lastName: "Owner", email, password: PASSWORD, companyName: `${name} ${unique()}` },
    testIp(),
  );
  const database = await db();
  const [row] = await database.select().from(user).where(eq(user.id, userId));
  // The real adapters (mail to data/mail/, files on disk): a test that wants to read the outbox swaps in
  // fakePorts() (app/domain/testing/fake-ports.ts) with withPorts().
  const ctx = await resolveTenant(
    { db: database, ports: serverPorts() },
    userId,
    row.recentlySelectedCompany,
  );
  if (!ctx) throw new Error("company owner has no tenant");
  return { ctx, userId, email };
}

export async function newClient() {
  const email = `client-${unique()}@test.example`;
  const { userId } = await signUpClient(
    await testSystem(),
    { firstName: "Pat", lastName: "Pool", email, password: PASSWORD },
    testIp(),
  );
  return { userId, email };
}

/** A complete, valid customer form, with any fields overridden. */
export function customerInput(overrides: Partial<CustomerInput> = {}): CustomerInput {
  return {
    firstName: "Dana",
    lastName: "Reed",
    companyName: null,
    displayAsCompany: false,
    email: "dana@example.com",
    phone: "(512) 555-0142",
    mobilePhone: null,
    billingAddressLine: "12 Oak St",
    billingCity: "Austin",
    billingRegion: "TX",
    billingPostalCode: "78701",
    status: "active",
    tags: ["weekly"],
    billingNotes: null,
    billingTerms: "due on receipt",
    rateType: "per month",
    ...overrides,
  };
}

export function locationInput(overrides: Partial<LocationInput> = {}): LocationInput {
  return {
    nickname: null,
    addressLine: "12 Oak St",
    city: "Austin",
    region: "TX",
    postalCode: "78701",
    country: "US",
    latitude: 30.2672,
    longitude: -97.7431,
    gateCode: "1234",
    accessNotes: null,
    dogName: "Rex",
    mainContactId: null,
    estimatedMinutes: 30,
    geocode: false,
    ...overrides,
  };
}

/** A person who joined the owner's company as a Technician (through an invite code); returns their tenant context. */
export async function newTechnician(owner: TenantContext): Promise<TenantContext> {
  const roleId = (await listRoles(owner)).find((r) => r.name === "Technician")!.id;
  const invite = await createInvite(owner, { kind: "member", roleId, validDays: 7 });
  const { userId } = await newCompany("Tech's own");
  await redeemInvite(userContext(owner, userId), invite.code);
  const ctx = await resolveTenant(owner, userId, owner.companyId);
  if (!ctx) throw new Error("technician has no tenant");
  return ctx;
}

/** A complete, valid body-of-water form (a 15,000 gal chlorine plaster pool), with any fields overridden. */
export function bodyInput(overrides: Partial<BodyOfWaterInput> = {}): BodyOfWaterInput {
  return {
    name: "Main pool",
    kind: "pool",
    volumeSource: "entered",
    volume: 15_000,
    shape: null,
    dimensions: {},
    surface: "plaster",
    sanitizer: "chlorine",
    indoor: false,
    lastFilledOn: null,
    targetOverrides: {},
    ...overrides,
  };
}

/** A weekly recurring stop on `days` at the location, 30 minutes, included in the contract, nothing locked. */
export function recurringInput(
  overrides: Partial<RecurringStopInput> & Pick<RecurringStopInput, "serviceLocationId" | "startDate">,
): RecurringStopInput {
  return {
    technicianId: null,
    frequency: "weekly",
    days: [1],
    interval: 1,
    monthWeek: null,
    endDate: null,
    timeWindowStart: null,
    timeWindowEnd: null,
    estimatedMinutes: 30,
    taskGroupId: null,
    includedInContract: true,
    priceCents: null,
    skipDates: [],
    requiredSkill: null,
    lockDay: false,
    lockTechnician: false,
    notes: "",
    ...overrides,
  };
}

export const equipmentInput = (overrides: Partial<EquipmentInput> = {}): EquipmentInput => ({
  category: "pump",
  make: "Pentair",
  model: "IntelliFlo VSF",
  serialNumber: "SN-1001",
  status: "operational",
  installedOn: null,
  uninstalledOn: null,
  warrantyUntil: null,
  lastServiceOn: null,
  cleanPressurePsi: null,
  currentPressurePsi: null,
  serviceEvery: null,
  serviceUnit: null,
  notes: null,
  ...overrides,
});

/** A one-off stop of a technician at a customer's location on 2026-12-01, as the office adds it. */
export const stopInput = (
  place: { customerId: string; serviceLocationId: string; technicianId: string },
  overrides: Partial<CreateStopInput> = {},
): CreateStopInput => ({
  ...place,
  taskGroupId: null,
  serviceDate: "2026-12-01",
  estimatedMinutes: null,
  description: "",
  ...overrides,
});
