/**
 * The companies directory: the public page of each active company (no sign-in), the pool owners' search by ZIP code
 * and name, the "Request service" form that files a lead in that company's Customers, and the company's own editor
 * of its listing (Public Page).
 */

import { and, asc, desc, eq, gte, ilike, sql } from "drizzle-orm";
import { type SplitAddress, splitPoolAddress } from "~/core/directory/pool-address";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern } from "~/core/listing/list-query";
import type { Db } from "~/db/client.server";
import { company, customer, serviceCategory } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { createCustomer } from "../customers/customers.server";
import { NotFoundError, RuleError } from "../errors";
import { asPhoto, storeFiles } from "../files/stored-files.server";
import { createLocation } from "../locations/locations.server";
import { notifyAway } from "../messaging/notify.server";
import { openServiceRequestThread } from "../messaging/owner-threads.server";
import { requirePermission, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import type { PublicProfileInput, ServiceRequestInput } from "./schemas";

/** What the public sees of a company: the same fields as the Seller page's listing, plus the address. */
const listingColumns = {
  id: company.id,
  name: company.name,
  logoUrl: company.logoUrl,
  email: company.email,
  phone: company.phone,
  addressLine: company.addressLine,
  city: company.city,
  region: company.region,
  postalCode: company.postalCode,
  website: company.website,
  serviceZipCodes: company.serviceZipCodes,
  verified: company.verified,
  platformStatus: company.platformStatus,
  about: company.about,
  servicesOffered: company.servicesOffered,
  categories: company.categories,
  openingHours: company.openingHours,
  publicPhotos: company.publicPhotos,
};

/** The platform's active categories, in their order: what a company may pick and the directory filters by. */
export async function listServiceCategories({ db }: SystemContext) {
  return db
    .select({
      slug: serviceCategory.slug,
      name: serviceCategory.name,
      description: serviceCategory.description,
    })
    .from(serviceCategory)
    .where(eq(serviceCategory.active, true))
    .orderBy(asc(serviceCategory.sortOrder), asc(serviceCategory.name));
}

/** The names of a listing's categories that are still active, in the platform's order. */
async function withCategoryNames<T extends { categories: string[] }>(system: SystemContext, rows: T[]) {
  const active = await listServiceCategories(system);
  return rows.map((r) => ({
    ...r,
    categoryNames: active.filter((c) => r.categories.includes(c.slug)).map((c) => c.name),
  }));
}

/** At most this many photos on a public page. */
export const MAX_PUBLIC_PHOTOS = 8;

export type PublicListing = Awaited<ReturnType<typeof getPublicCompany>>;

/** A company's public page; pending and deactivated companies (and unknown ids) are not found. */
export async function getPublicCompany(system: SystemContext, companyId: string) {
  const [row] = await system.db
    .select(listingColumns)
    .from(company)
    .where(and(eq(company.id, companyId), eq(company.platformStatus, "active")));
  if (!row) throw new NotFoundError("Company");
  const [named] = await withCategoryNames(system, [row]);
  return named;
}

/** Active companies serving a ZIP code, matching a name and/or in a category: verified first, then by name. */
export async function searchCompanies(
  system: SystemContext,
  { zip = "", q = "", category = "" }: { zip?: string; q?: string; category?: string },
) {
  const code = zip.trim().toUpperCase();
  const term = q.trim();
  const slug = category.trim();
  const rows = await system.db
    .select(listingColumns)
    .from(company)
    .where(
      and(
        eq(company.platformStatus, "active"),
        code ? sql`${company.serviceZipCodes} @> ${JSON.stringify([code])}::jsonb` : undefined,
        term ? ilike(company.name, containsPattern(term)) : undefined,
        slug ? sql`${company.categories} @> ${JSON.stringify([slug])}::jsonb` : undefined,
      ),
    )
    .orderBy(desc(company.verified), asc(company.name))
    .limit(100);
  return withCategoryNames(system, rows);
}

/** At most this many requests from one e-mail address to one company per hour. */
export const REQUESTS_PER_HOUR = 3;
const WEB_REQUEST_TAG = "web request";

/**
 * Files a service request from a company's page: a customer with status "lead" in that company (tagged "web
 * request", the message in the notes) and a "Service request" thread in its Messages inbox carrying the message and
 * the contact details. A signed-in pool owner (`fromUserId`) gets the lead linked to their account, so the
 * conversation is in their Messages too; one already linked to a customer of this company files no second record —
 * the request is a new thread of that customer. Only active companies take requests. A filled honeypot stores
 * nothing (the caller shows the same confirmation); a flood from one address is refused.
 */
export async function requestService(
  system: SystemContext,
  companyId: string,
  input: ServiceRequestInput,
  fromUserId: string | null = null,
) {
  const { db } = system;
  const target = await getPublicCompany(system, companyId);
  if (input.fax) return null;
  const contact = [
    input.message,
    "",
    `${input.name} · ${input.email}${input.phone ? ` · ${input.phone}` : ""}`,
    `Pool: ${input.address}, ${input.zip}`,
  ].join("\n");
  const now = new Date();
  // The lead and its thread are one write: a thread that cannot be written leaves no lead behind. Mail after.
  const { record, thread } = await db.transaction(async (tx) => {
    const record =
      (fromUserId ? await customerLinkedTo(tx, target.id, fromUserId) : undefined) ??
      (await fileLead({ ...system, db: tx }, target, input, fromUserId));
    const thread = await openServiceRequestThread(
      { ...system, db: tx },
      { companyId: target.id, customerId: record.id, fromUserId, body: contact },
      now,
      { notify: false },
    );
    return { record, thread };
  });
  await notifyAway(system, thread, { userId: fromUserId, side: "client" }, contact.trim(), now);
  return record;
}

/** The owner's first customer record at the company, if they are already one of its customers. */
async function customerLinkedTo(db: Db, companyId: string, userId: string) {
  const [known] = await db
    .select()
    .from(customer)
    .where(scoped({ companyId }, customer, eq(customer.linkedUserId, userId)))
    .orderBy(asc(customer.createdAt))
    .limit(1);
  return known;
}

/** Files the lead (refused past the hourly limit per e-mail), linked to the signed-in owner when there is one. */
async function fileLead(
  system: SystemContext,
  target: { id: string; name: string },
  input: ServiceRequestInput,
  fromUserId: string | null,
) {
  const { db } = system;
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customer)
    .where(
      scoped(
        { companyId: target.id },
        customer,
        eq(customer.email, input.email),
        gte(customer.createdAt, since),
        sql`${WEB_REQUEST_TAG} = any(${customer.tags})`,
      ),
    );
  if ((recent?.n ?? 0) >= REQUESTS_PER_HOUR) throw new RuleError("form", "builder.rules.requestsLimit");
  const place = splitPoolAddress(input.address);
  const words = input.name.split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? "") : "";
  // The public has no member of the company; the lead is filed on the company's behalf with only this right.
  const onBehalf: TenantContext = {
    ...system,
    companyId: target.id,
    companyName: target.name,
    userId: "",
    memberId: "",
    roleName: "public page",
    permissions: ["customers:write"],
    timeZone: "UTC",
    units: "us",
    currency: "USD",
  };
  const lead = await createCustomer(onBehalf, {
    firstName: words.join(" ").slice(0, 60),
    lastName: lastName.slice(0, 60),
    companyName: null,
    displayAsCompany: false,
    email: input.email,
    phone: input.phone,
    mobilePhone: null,
    billingAddressLine: place.addressLine || input.address,
    billingCity: place.city.slice(0, 100) || null,
    billingRegion: place.region?.slice(0, 100) ?? null,
    billingPostalCode: input.zip,
    status: "lead",
    tags: [WEB_REQUEST_TAG],
    billingNotes: `Service request from the public page: ${input.message}`,
    billingTerms: "due on receipt",
    rateType: "per month",
  });
  await leadLocation(onBehalf, lead.id, place, input.zip);
  if (!fromUserId) return lead;
  const [linked] = await db
    .update(customer)
    .set({ linkedUserId: fromUserId })
    .where(scoped({ companyId: target.id }, customer, eq(customer.id, lead.id)))
    .returning();
  return linked;
}

/**
 * The pool address the request gave, as the lead's service location (geocoded when a geocoder is configured), so the
 * office finds it on the map and can schedule the first visit without retyping it.
 */
async function leadLocation(onBehalf: TenantContext, customerId: string, place: SplitAddress, zip: string) {
  if (!place.addressLine) return null;
  return createLocation(onBehalf, customerId, {
    nickname: null,
    addressLine: place.addressLine.slice(0, 200),
    city: place.city.slice(0, 100),
    region: place.region?.slice(0, 100) ?? null,
    postalCode: zip,
    country: "US",
    latitude: null,
    longitude: null,
    gateCode: null,
    accessNotes: null,
    dogName: null,
    mainContactId: null,
    estimatedMinutes: 30,
    geocode: true,
  });
}

export async function getOwnListing(ctx: TenantContext) {
  requirePermission(ctx, "settings:write");
  const [row] = await ctx.db.select(listingColumns).from(company).where(eq(company.id, ctx.companyId));
  if (!row) throw new NotFoundError("Company");
  const [named] = await withCategoryNames(ctx, [row]);
  return named;
}

export async function updatePublicProfile(ctx: TenantContext, input: PublicProfileInput) {
  requirePermission(ctx, "settings:write");
  const active = new Set((await listServiceCategories(ctx)).map((c) => c.slug));
  if (input.categories.some((c) => !active.has(c)))
    throw new RuleError("categories", "builder.rules.categoriesFromList");
  const [updated] = await ctx.db
    .update(company)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(company.id, ctx.companyId))
    .returning(listingColumns);
  if (!updated) throw new NotFoundError("Company");
  return updated;
}

/** Adds photos to the public page (already stored with thumbnails), up to MAX_PUBLIC_PHOTOS in all. */
export async function addPublicPhotos(ctx: TenantContext, files: PreparedFile[]) {
  requirePermission(ctx, "settings:write");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ publicPhotos: company.publicPhotos })
      .from(company)
      .where(eq(company.id, ctx.companyId))
      .for("update");
    if (!row) throw new NotFoundError("Company");
    if (row.publicPhotos.length + files.length > MAX_PUBLIC_PHOTOS)
      throw new RuleError(
        "photos",
        keyed("profile.photos.tooMany", { max: MAX_PUBLIC_PHOTOS, count: row.publicPhotos.length }),
      );
    // Stored only once the person may edit the page and the page has room for them.
    const photos = await storeFiles({ db: tx, ports: ctx.ports }, files, {
      kind: "public_photo",
      companyId: ctx.companyId,
      uploadedBy: ctx.userId,
    });
    const next = [...row.publicPhotos, ...photos.map(asPhoto)];
    await tx
      .update(company)
      .set({ publicPhotos: next, updatedAt: new Date() })
      .where(eq(company.id, ctx.companyId));
    return next;
  });
}

/** Takes a photo off the public page; a URL that is not there is "not found". */
export async function removePublicPhoto(ctx: TenantContext, url: string) {
  requirePermission(ctx, "settings:write");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ publicPhotos: company.publicPhotos })
      .from(company)
      .where(eq(company.id, ctx.companyId))
      .for("update");
    if (!row?.publicPhotos.some((p) => p.url === url)) throw new NotFoundError("Photo");
    const next = row.publicPhotos.filter((p) => p.url !== url);
    await tx
      .update(company)
      .set({ publicPhotos: next, updatedAt: new Date() })
      .where(eq(company.id, ctx.companyId));
    return next;
  });
}
