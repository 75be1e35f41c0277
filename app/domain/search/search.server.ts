import { and, eq, ilike, or } from "drizzle-orm";
import { adminMenu, allItems, clientMenu, companyMenu, filterMenu, type Menu } from "~/core/navigation/menu";
import type { Db } from "~/db/client.server";
import { clientLink, company, companyMember, role, user } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";

export interface SearchHit {
  kind: string;
  title: string;
  detail?: string;
  to?: string;
}

const LIMIT = 20;

/** Escapes LIKE wildcards so a user's "%" or "_" is matched literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function pageHits(menu: Menu, q: string): SearchHit[] {
  const needle = q.toLowerCase();
  return allItems(menu)
    .filter((item) => item.label.toLowerCase().includes(needle))
    .map((item) => ({ kind: "Page", title: item.label, to: item.to }));
}

/** The top bar's search for a company member: pages they may open and the company's people. Area issues add records. */
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
          ilike(user.firstName, containing(q)),
          ilike(user.lastName, containing(q)),
          ilike(user.email, containing(q)),
        ),
      ),
    )
    .limit(LIMIT);
  return [
    ...pageHits(filterMenu(companyMenu, ctx.permissions), q),
    ...people.map((p) => ({
      kind: "Team member",
      title: `${p.firstName} ${p.lastName}`,
      detail: `${p.roleName} · ${p.email}`,
    })),
  ];
}

export async function searchClient(db: Db, userId: string, q: string): Promise<SearchHit[]> {
  const companies = await db
    .select({ name: company.name, phone: company.phone })
    .from(clientLink)
    .innerJoin(company, eq(company.id, clientLink.companyId))
    .where(and(eq(clientLink.userId, userId), ilike(company.name, containing(q))))
    .limit(LIMIT);
  return [
    ...pageHits(clientMenu, q),
    ...companies.map((c) => ({
      kind: "Pool company",
      title: c.name,
      detail: c.phone ?? undefined,
      to: "/dashboard",
    })),
  ];
}

export async function searchPlatform(db: Db, q: string): Promise<SearchHit[]> {
  const [companies, people] = await Promise.all([
    db
      .select({ name: company.name, status: company.platformStatus, email: company.email })
      .from(company)
      .where(ilike(company.name, containing(q)))
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
          ilike(user.firstName, containing(q)),
          ilike(user.lastName, containing(q)),
          ilike(user.email, containing(q)),
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
