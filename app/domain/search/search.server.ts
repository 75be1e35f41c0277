import { and, eq, ilike, isNull, or } from "drizzle-orm";
import { type MessageKey, translatorFor } from "~/core/i18n/catalogs";
import { LANGUAGES } from "~/core/i18n/languages";
import { containsPattern } from "~/core/listing/list-query";
import { adminMenu, allItems, clientMenu, companyMenu, filterMenu, type Menu } from "~/core/navigation/menu";
import { clientLink, company, companyMember, customer, role, serviceLocation, user } from "~/db/schema";
import { customerSearch } from "../customers/customers.server";
import { can, type OwnerContext, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import { searchOwnerRecords } from "./owner-search.server";

export interface SearchHit {
  kind: string;
  title: string;
  /** A page's name as a catalog key, for the results to show it in the reader's language. */
  titleKey?: MessageKey;
  detail?: string;
  to?: string;
}

const LIMIT = 20;

/** Every language's name for a menu entry: a Spanish reader searching "Clientes" finds Customers. */
const namesOf = (key: MessageKey) => LANGUAGES.map((language) => translatorFor(language)(key).toLowerCase());

/** Menu entries whose name, in any language the product speaks, matches. */
function pageHits(menu: Menu, q: string): SearchHit[] {
  const needle = q.toLowerCase();
  return allItems(menu)
    .filter(
      (item) =>
        item.label.toLowerCase().includes(needle) || namesOf(item.key).some((n) => n.includes(needle)),
    )
    .map((item) => ({ kind: "Page", title: item.label, titleKey: item.key, to: item.to }));
}

/** The top bar's search for a company member: pages they may open, customers, locations and the company's people. */
export async function searchCompany(ctx: TenantContext, q: string): Promise<SearchHit[]> {
  const people = await ctx.db
    .select({ firstName: user.firstName, lastName: user.lastName, email: user.email, roleName: role.name })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(
      scoped(
        ctx,
        companyMember,
        or(
          ilike(user.firstName, containsPattern(q)),
          ilike(user.lastName, containsPattern(q)),
          ilike(user.email, containsPattern(q)),
        ),
      ),
    )
    .limit(LIMIT);
  const [customers, locations] = can(ctx, "customers:read")
    ? await searchCustomersAndLocations(ctx, q)
    : [[], []];
  return [
    ...pageHits(filterMenu(companyMenu, ctx.permissions), q),
    ...customers.map((c) => ({
      kind: "Customer",
      title: c.displayName,
      detail: [c.phone, c.email, c.address].filter(Boolean).join(" · ") || undefined,
      to: `/company/customers/details/${c.id}`,
    })),
    ...locations.map((l) => ({
      kind: "Service location",
      title: l.addressLine,
      detail: `${l.city} · ${l.customerName}`,
      to: `/company/serviceLocations/details/${l.id}`,
    })),
    ...people.map((p) => ({
      kind: "Team member",
      title: `${p.firstName} ${p.lastName}`,
      detail: `${p.roleName} · ${p.email}`,
    })),
  ];
}

/** The pool owner's search: pages, their pool companies and their own invoices, visits, equipment and messages. */
export async function searchClient(owner: OwnerContext, q: string): Promise<SearchHit[]> {
  const { db, userId } = owner;
  const records = await searchOwnerRecords(owner, q);
  // tenancy: owner — the client's own company links, by clientLink.userId
  const companies = await db
    .select({ name: company.name, phone: company.phone })
    .from(clientLink)
    .innerJoin(company, eq(company.id, clientLink.companyId))
    .where(and(eq(clientLink.userId, userId), ilike(company.name, containsPattern(q))))
    .limit(LIMIT);
  return [
    ...pageHits(clientMenu, q),
    ...companies.map((c) => ({
      kind: "Pool company",
      title: c.name,
      detail: c.phone ?? undefined,
      to: "/dashboard",
    })),
    ...records,
  ];
}

/** The platform admin's search: companies and people of the whole platform. */
export async function searchPlatform({ db }: SystemContext, q: string): Promise<SearchHit[]> {
  const [companies, people] = await Promise.all([
    db
      .select({ name: company.name, status: company.platformStatus, email: company.email })
      .from(company)
      .where(ilike(company.name, containsPattern(q)))
      .limit(LIMIT),
    db
      .select({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        accountType: user.accountType,
      })
      .from(user)
      .where(
        or(
          ilike(user.firstName, containsPattern(q)),
          ilike(user.lastName, containsPattern(q)),
          ilike(user.email, containsPattern(q)),
        ),
      )
      .limit(LIMIT),
  ]);
  return [
    ...pageHits(adminMenu, q),
    ...companies.map((c) => ({
      kind: "Company",
      title: c.name,
      detail: `${c.status}${c.email ? ` · ${c.email}` : ""}`,
    })),
    ...people.map((p) => ({
      kind: "User",
      title: `${p.firstName} ${p.lastName}`,
      detail: `${p.accountType} · ${p.email}`,
    })),
  ];
}

/** Customers as the customer list searches them (name, phone digits, e-mail, address); locations by address. */
async function searchCustomersAndLocations(ctx: TenantContext, q: string) {
  const pattern = containsPattern(q);
  return Promise.all([
    ctx.db
      .select({
        id: customer.id,
        displayName: customer.displayName,
        phone: customer.phone,
        email: customer.email,
        address: customer.billingAddressLine,
      })
      .from(customer)
      .where(scoped(ctx, customer, isNull(customer.archivedAt), customerSearch(q)))
      .limit(LIMIT),
    ctx.db
      .select({
        id: serviceLocation.id,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
        customerName: customer.displayName,
      })
      .from(serviceLocation)
      .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
      .where(
        scoped(
          ctx,
          serviceLocation,
          isNull(serviceLocation.archivedAt),
          or(
            ilike(serviceLocation.addressLine, pattern),
            ilike(serviceLocation.postalCode, pattern),
            ilike(serviceLocation.city, pattern),
          ),
        ),
      )
      .limit(LIMIT),
  ]);
}
