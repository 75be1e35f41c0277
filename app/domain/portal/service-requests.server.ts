/**
 * The signed-in pool owner's side of "Request service": what prefills the form (their account and their own pool)
 * and the requests still waiting for the company (the owner's customer record there is still a lead). Every read is
 * filtered by the owner's user id: another owner's pools and requests never show.
 */
import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { company, customer, messageThread, ownerPool, serviceLocation, user } from "~/db/schema";
import { formatAddress } from "../locations/schemas";
import type { OwnerContext } from "../tenant.server";

export interface RequestPrefill {
  name: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
}

/**
 * The service request form's values for a signed-in owner: their name, e-mail and phone, and the address of their own
 * pool (the first one they described with an address, else the first location a company keeps for them).
 */
export async function serviceRequestPrefill(owner: OwnerContext): Promise<RequestPrefill | null> {
  const { db, userId } = owner;
  const [person] = await db
    .select({
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      accountType: user.accountType,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (person?.accountType !== "client") return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ") || person.name;
  const pool = await ownPoolAddress(db, userId);
  return { name, email: person.email, phone: person.phone ?? "", ...pool };
}

async function ownPoolAddress(db: Db, userId: string) {
  const [own] = await db
    .select({ address: ownerPool.address, postalCode: ownerPool.postalCode })
    .from(ownerPool)
    .where(and(eq(ownerPool.userId, userId), ne(ownerPool.address, "")))
    .orderBy(asc(ownerPool.createdAt), asc(ownerPool.id))
    .limit(1);
  if (own) return { address: own.address, zip: own.postalCode };
  // tenancy: owner — the owner's linked customer's location (customer.linkedUserId)
  const [kept] = await db
    .select({
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      region: serviceLocation.region,
      postalCode: serviceLocation.postalCode,
    })
    .from(serviceLocation)
    .innerJoin(
      customer,
      and(
        eq(customer.id, serviceLocation.customerId),
        eq(customer.companyId, serviceLocation.companyId),
        eq(customer.linkedUserId, userId),
      ),
    )
    .where(isNull(serviceLocation.archivedAt))
    .orderBy(asc(serviceLocation.createdAt), asc(serviceLocation.id))
    .limit(1);
  if (!kept) return { address: "", zip: "" };
  return { address: formatAddress({ ...kept, postalCode: null }), zip: kept.postalCode ?? "" };
}

/**
 * The owner's service requests a company has not taken on yet (their customer record there is still a lead), with
 * the conversation the request opened: the company answers there.
 */
export async function ownerPendingRequests(owner: OwnerContext) {
  const { db, userId } = owner;
  // tenancy: owner — the owner's own lead records, by customer.linkedUserId
  const leads = await db
    .select({
      customerId: customer.id,
      companyId: company.id,
      companyName: company.name,
      timeZone: company.timeZone,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.linkedUserId, userId), eq(customer.status, "lead"), isNull(customer.archivedAt)))
    .orderBy(asc(company.name));
  if (leads.length === 0) return [];
  // tenancy: owner — threads of the owner's lead records (customer.linkedUserId)
  const threads = await db
    .select({
      id: messageThread.id,
      customerId: messageThread.customerId,
      companyId: messageThread.companyId,
      createdAt: messageThread.createdAt,
    })
    .from(messageThread)
    .where(
      and(
        eq(messageThread.kind, "customer"),
        inArray(
          messageThread.customerId,
          leads.map((l) => l.customerId),
        ),
      ),
    )
    .orderBy(desc(messageThread.createdAt));
  return leads.map((l) => {
    const thread = threads.find((t) => t.customerId === l.customerId && t.companyId === l.companyId);
    return {
      customerId: l.customerId,
      companyId: l.companyId,
      companyName: l.companyName,
      threadId: thread?.id ?? null,
      sentAt: thread?.createdAt ?? null,
      /** The company's zone, which the page writes `sentAt` in. */
      timeZone: l.timeZone,
    };
  });
}
export type OwnerPendingRequests = Awaited<ReturnType<typeof ownerPendingRequests>>;
