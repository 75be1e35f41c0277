import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/core/calendar/dates";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import {
  agreementChemicals,
  agreementFrequencies,
  alert,
  customer as customerTable,
  item,
  rateIntervals,
  serviceAgreement,
} from "~/db/schema";
import { asOwner } from "~/domain/testing/fake-ports";
import { config } from "~/server/config.server";
import { listDevMailbox } from "~/server/mail.server";
import {
  customerInput,
  locationInput,
  newClient,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import type { TenantContext } from "../tenant.server";
import {
  agreementForOwner,
  answerAgreement,
  expireOverdueAgreements,
  listOwnerAgreements,
  ownerSignedPdf,
} from "./agreement-answers.server";
import {
  type AgreementInput,
  agreementChemicalOptions,
  agreementFormObject,
  agreementFormSchema,
  agreementFrequencyOptions,
  rateIntervalOptions,
} from "./agreement-schemas";
import {
  agreementFilters,
  agreementFormOptions,
  agreementSorts,
  createAgreement,
  deleteAgreement,
  endAgreement,
  getAgreement,
  listAgreements,
  sendAgreement,
  signedAgreementPdf,
  updateAgreement,
  withdrawAgreement,
} from "./agreements.server";
import {
  createTermsTemplate,
  listTermsTemplates,
  setTermsTemplateArchived,
  termsTemplateOptions,
  updateTermsTemplate,
} from "./terms-templates.server";

async function setUp(email: string | null = "dana.reed@example.com") {
  const { ctx } = await newCompany();
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed", email }));
  const home = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const cabin = await createLocation(ctx, customer.id, locationInput({ addressLine: "9 Lake Rd" }));
  const today = todayIn(ctx.timeZone);
  return { ctx, customer, home, cabin, today };
}

function input(today: string, overrides: Partial<AgreementInput> = {}): AgreementInput {
  return {
    title: "Weekly full service",
    serviceLocationIds: [],
    frequency: "weekly",
    rateCents: 16_000,
    rateInterval: "month",
    chemicals: "included",
    includedItemIds: [],
    repairsIncludedCents: 25_000,
    filterService: true,
    termsTemplateId: null,
    terms: "Service every week. Either side may end with 30 days' notice.",
    startsOn: addDays(today, 7),
    acceptBy: addDays(today, 5),
    endsOn: null,
    ...overrides,
  };
}

const english = translatorFor("en");

/** The refusal, its message read in English (the domain's messages are catalog keys, some with values). */
const ruleOf = async (p: Promise<unknown>) => {
  const error = await p.catch((e) => e);
  expect(error).toBeInstanceOf(RuleError);
  const refusal = error as RuleError;
  return { field: refusal.field, message: english.text(refusal.message) };
};

const query = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: agreementSorts,
    defaultSort: "number",
    defaultDir: "desc",
    filters: agreementFilters,
  });

async function sentAgreement(ctx: TenantContext, customerId: string, today: string) {
  const created = await createAgreement(ctx, customerId, input(today));
  const sent = await sendAgreement(ctx, created.id);
  return { id: created.id, token: sent.token!, label: created.label };
}

describe("service agreements", () => {
  it("keeps the form's lists equal to the schema's", () => {
    expect([...agreementFrequencyOptions]).toEqual([...agreementFrequencies]);
    expect([...rateIntervalOptions]).toEqual([...rateIntervals]);
    expect([...agreementChemicalOptions]).toEqual([...agreementChemicals]);
  });

  it("validates the form: messages by field, dollars to cents, dates", () => {
    const today = "2025-06-10";
    const schema = agreementFormSchema(today);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "",
      frequency: "weekly",
      rateCents: "0",
      rateInterval: "month",
      chemicals: "specific included",
      repairsIncludedCents: "-5",
      startsOn: "2025-06-20",
      acceptBy: "2025-06-01",
      endsOn: "2025-06-19",
    }))
      form.set(k, v);
    const bad = schema.safeParse(agreementFormObject(form));
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(fields).toMatchObject({
      title: "contracts.validation.title",
      rateCents: "contracts.validation.ratePositive",
      repairsIncludedCents: "contracts.validation.repairs",
      acceptBy: "contracts.validation.acceptByPast",
    });
    form.set("title", "Weekly");
    form.set("rateCents", "$1,160.5");
    form.set("repairsIncludedCents", "");
    form.set("acceptBy", "2025-06-10");
    form.append("includedItemIds", "a,b");
    form.append("serviceLocationIds", "l1");
    form.append("serviceLocationIds", "l2");
    const good = schema.safeParse(agreementFormObject(form));
    expect(good.success).toBe(false);
    expect(good.error?.issues.map((i) => i.path.join("."))).toEqual(["endsOn"]);
    form.set("endsOn", "");
    const ok = schema.parse(agreementFormObject(form));
    expect(ok).toMatchObject({
      rateCents: 116_050,
      repairsIncludedCents: 0,
      includedItemIds: ["a", "b"],
      serviceLocationIds: ["l1", "l2"],
      filterService: false,
      endsOn: null,
    });
  });

  it("drafts an agreement numbered AG-n; rules that need the database come back by field", async () => {
    const { ctx, customer, home, today } = await setUp();
    const first = await createAgreement(ctx, customer.id, input(today, { serviceLocationIds: [home.id] }));
    const second = await createAgreement(ctx, customer.id, input(today));
    expect(first.label).toMatch(/^AG-\d+$/);
    expect(second.number).toBe(first.number + 1);
    const detail = await getAgreement(ctx, first.id);
    expect(detail).toMatchObject({
      status: "draft",
      rateText: "$160.00 / month",
      allLocations: false,
      locations: [{ label: "12 Oak St, Austin, TX 78701" }],
      repairsText: "Included up to $250.00 a year",
      actions: ["edit", "send", "delete"],
    });
    // A customer who reads Spanish reads it in Spanish, as on the signed PDF.
    await ctx.db
      .update(customerTable)
      .set({ preferredLanguage: "es" })
      .where(eq(customerTable.id, customer.id));
    const spanish = (await getAgreement(ctx, first.id)).repairsText;
    expect(spanish).toBe("Incluidas hasta $250.00 al año");
    await ctx.db
      .update(customerTable)
      .set({ preferredLanguage: null })
      .where(eq(customerTable.id, customer.id));

    const other = await setUp();
    expect(
      (await ruleOf(createAgreement(ctx, customer.id, input(today, { serviceLocationIds: [other.home.id] }))))
        .field,
    ).toBe("serviceLocationIds");
    expect(
      (await ruleOf(createAgreement(ctx, customer.id, input(today, { acceptBy: addDays(today, -1) })))).field,
    ).toBe("acceptBy");
    expect(
      (await ruleOf(createAgreement(ctx, customer.id, input(today, { endsOn: addDays(today, 1) })))).field,
    ).toBe("endsOn");
    expect((await ruleOf(createAgreement(ctx, customer.id, input(today, { rateCents: 0 })))).field).toBe(
      "rateCents",
    );
    expect(
      (await ruleOf(createAgreement(ctx, customer.id, input(today, { chemicals: "specific included" }))))
        .field,
    ).toBe("includedItemIds");

    // Specific chemicals: only the company's chemicals.
    const [chlorine] = await ctx.db
      .insert(item)
      .values({ companyId: ctx.companyId, name: "Liquid chlorine", category: "chemicals" })
      .returning();
    const [otherChem] = await other.ctx.db
      .insert(item)
      .values({ companyId: other.ctx.companyId, name: "Acid", category: "chemicals" })
      .returning();
    expect(
      (
        await ruleOf(
          createAgreement(
            ctx,
            customer.id,
            input(today, { chemicals: "specific included", includedItemIds: [otherChem.id] }),
          ),
        )
      ).field,
    ).toBe("includedItemIds");
    const specific = await createAgreement(
      ctx,
      customer.id,
      input(today, { chemicals: "specific included", includedItemIds: [chlorine.id] }),
    );
    expect((await getAgreement(ctx, specific.id)).includedItems).toEqual(["Liquid chlorine"]);
    expect((await agreementFormOptions(ctx, customer.id)).chemicals).toEqual([
      { value: chlorine.id, label: "Liquid chlorine" },
    ]);

    // Edit a draft only.
    const edited = await updateAgreement(
      ctx,
      first.id,
      input(today, { title: "Twice weekly", rateCents: 30_000 }),
    );
    expect(edited.title).toBe("Twice weekly");
    expect((await getAgreement(ctx, first.id)).allLocations).toBe(true);
  });

  it("a template fills empty terms; templates are the company's, named once, archived out of the picker", async () => {
    const { ctx, customer, today } = await setUp();
    const template = await createTermsTemplate(ctx, { name: "Standard", body: "Thirty days' notice." });
    expect((await ruleOf(createTermsTemplate(ctx, { name: "Standard", body: "x" }))).field).toBe("name");
    const created = await createAgreement(
      ctx,
      customer.id,
      input(today, { termsTemplateId: template.id, terms: "" }),
    );
    expect((await getAgreement(ctx, created.id)).terms).toBe("Thirty days' notice.");
    await updateTermsTemplate(ctx, template.id, { name: "Standard 2", body: "Sixty days." });
    expect((await getAgreement(ctx, created.id)).terms).toBe("Thirty days' notice.");
    await setTermsTemplateArchived(ctx, template.id, true);
    expect(await termsTemplateOptions(ctx)).toEqual([]);
    expect((await listTermsTemplates(ctx, { archived: true })).map((t) => t.name)).toEqual(["Standard 2"]);

    const other = await setUp();
    await expect(setTermsTemplateArchived(other.ctx, template.id, false)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(
      (
        await ruleOf(
          createAgreement(other.ctx, other.customer.id, input(today, { termsTemplateId: template.id })),
        )
      ).field,
    ).toBe("termsTemplateId");
  });

  it("sending needs the customer's e-mail; the mail has the link and mentions the portal; resend keeps the link", async () => {
    const { ctx, customer, today } = await setUp(null);
    const created = await createAgreement(ctx, customer.id, input(today));
    expect((await ruleOf(sendAgreement(ctx, created.id))).message).toMatch(/has no e-mail address/);
    expect((await getAgreement(ctx, created.id)).status).toBe("draft");

    const withMail = await setUp();
    const sent = await sentAgreement(withMail.ctx, withMail.customer.id, withMail.today);
    expect(sent.token).toMatch(/^[\w-]{32}$/);
    const [mail] = await listDevMailbox();
    expect(mail.to).toBe("dana.reed@example.com");
    expect(mail.subject).toContain(`Service agreement ${sent.label}`);
    expect(mail.text).toContain(`${config.baseUrl}/agreement/${sent.token}`);
    expect(mail.text.split("\n")[0]).toBe("Hello Dana,");
    expect(mail.text).toContain("portal");
    expect(mail.text).toContain("$160.00 / month");
    const again = await sendAgreement(withMail.ctx, sent.id, "resend");
    expect(again.token).toBe(sent.token);
    expect((await ruleOf(sendAgreement(withMail.ctx, sent.id, "send"))).message).toMatch(
      /not possible while/,
    );
    const detail = await getAgreement(withMail.ctx, sent.id);
    expect(detail.status).toBe("sent");
    expect(detail.actions).toEqual(["resend", "withdraw"]);
    expect((await ruleOf(updateAgreement(withMail.ctx, sent.id, input(withMail.today)))).message).toMatch(
      /Edit: not possible while the agreement is sent/,
    );
  });

  it("the owner accepts by the link: name, time, IP and browser are kept with a PDF, and the company is alerted", async () => {
    const { ctx, customer, today } = await setUp();
    const sent = await sentAgreement(ctx, customer.id, today);
    const page = await agreementForOwner(ctx, { token: sent.token });
    expect(page).toMatchObject({ canAnswer: true, customerName: "Reed, Dana", rateText: "$160.00 / month" });
    expect(page).not.toHaveProperty("customer");

    expect(
      (
        await ruleOf(
          answerAgreement(
            ctx,
            { token: sent.token },
            { decision: "accept", name: " ", ip: null, userAgent: null },
          ),
        )
      ).field,
    ).toBe("name");
    const at = new Date(Date.now() + 60_000);
    await answerAgreement(
      ctx,
      { token: sent.token },
      { decision: "accept", name: "Dana Reed", ip: "203.0.113.7", userAgent: "Test browser" },
      at,
    );
    const detail = await getAgreement(ctx, sent.id);
    expect(detail.status).toBe("accepted");
    expect(detail.acceptance).toEqual({
      name: "Dana Reed",
      at: at.toISOString(),
      ip: "203.0.113.7",
      userAgent: "Test browser",
    });
    expect(detail.decidedAt).toEqual(at);
    expect(detail.hasSignedPdf).toBe(true);
    expect(detail.actions).toEqual(["end"]);
    const [row] = await ctx.db.select().from(serviceAgreement).where(eq(serviceAgreement.id, sent.id));
    expect(row.signedPdfUrl).toMatch(/^\/uploads\/agreements\/[0-9a-f-]{36}\.pdf$/);
    const file = await fs.readFile(path.join(config.dataDir, row.signedPdfUrl!.slice(1)));
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await signedAgreementPdf(ctx, sent.id);
    expect(pdf?.filename).toBe(`agreement-${sent.label}.pdf`);
    expect(pdf?.pdf.equals(file)).toBe(true);
    expect((await ownerSignedPdf(ctx, { token: sent.token }))?.pdf.equals(file)).toBe(true);

    const alerts = await ctx.db.select().from(alert).where(eq(alert.companyId, ctx.companyId));
    expect(alerts.map((a) => [a.kind, translatorFor("en").text(a.title), a.customerId])).toEqual([
      ["agreement accepted", `Agreement ${sent.label} accepted by Dana Reed`, customer.id],
    ]);
    expect(
      (
        await ruleOf(
          answerAgreement(ctx, { token: sent.token }, { decision: "decline", reason: "Changed my mind" }),
        )
      ).message,
    ).toMatch(/already accepted by Dana Reed/);
    expect((await agreementForOwner(ctx, { token: sent.token }))?.canAnswer).toBe(false);
  });

  it("the owner declines with a reason; the company may withdraw it to a draft, and the old link stops working", async () => {
    const { ctx, customer, today } = await setUp();
    const sent = await sentAgreement(ctx, customer.id, today);
    expect(
      (await ruleOf(answerAgreement(ctx, { token: sent.token }, { decision: "decline", reason: "" }))).field,
    ).toBe("reason");
    await answerAgreement(ctx, { token: sent.token }, { decision: "decline", reason: "Too expensive" });
    const detail = await getAgreement(ctx, sent.id);
    expect(detail).toMatchObject({
      status: "declined",
      declineReason: "Too expensive",
      actions: ["withdraw"],
    });
    const [declined] = await ctx.db.select().from(alert).where(eq(alert.companyId, ctx.companyId));
    expect(declined).toMatchObject({ kind: "agreement declined", detail: "Too expensive" });

    await withdrawAgreement(ctx, sent.id);
    expect((await getAgreement(ctx, sent.id)).status).toBe("draft");
    expect(await agreementForOwner(ctx, { token: sent.token })).toBeNull();
    const again = await sendAgreement(ctx, sent.id);
    expect(again.token).not.toBe(sent.token);
  });

  it("after the accept-by date the agreement is expired and acceptance is refused", async () => {
    const { ctx, customer, today } = await setUp();
    const sent = await sentAgreement(ctx, customer.id, today);
    const later = new Date(`${addDays(today, 8)}T18:00:00Z`);
    expect((await agreementForOwner(ctx, { token: sent.token }, later))?.status).toBe("expired");
    const refused = await ruleOf(
      answerAgreement(
        ctx,
        { token: sent.token },
        { decision: "accept", name: "Dana Reed", ip: null, userAgent: null },
        later,
      ),
    );
    expect(refused.message).toMatch(/expired/);
    const [row] = await ctx.db.select().from(serviceAgreement).where(eq(serviceAgreement.id, sent.id));
    expect(row.status).toBe("expired");
    expect(row.acceptance).toBeNull();

    // The hourly job: every company's overdue agreements at once.
    const second = await sentAgreement(ctx, customer.id, today);
    expect(await expireOverdueAgreements(ctx, addDays(today, 5))).toBe(0);
    expect(await expireOverdueAgreements(ctx, addDays(today, 6))).toBeGreaterThanOrEqual(1);
    expect((await getAgreement(ctx, second.id)).status).toBe("expired");
    expect(await expireOverdueAgreements(ctx)).toBe(0);
  });

  it("ends an accepted agreement with a reason and a last day; deletes drafts only", async () => {
    const { ctx, customer, today } = await setUp();
    const sent = await sentAgreement(ctx, customer.id, today);
    expect(
      (await ruleOf(endAgreement(ctx, sent.id, { endsOn: addDays(today, 30), reason: "Moved" }))).message,
    ).toMatch(/End: not possible while the agreement is sent/);
    await answerAgreement(
      ctx,
      { token: sent.token },
      { decision: "accept", name: "Dana Reed", ip: null, userAgent: null },
    );
    expect((await ruleOf(endAgreement(ctx, sent.id, { endsOn: today, reason: "Moved" }))).field).toBe(
      "endsOn",
    );
    await endAgreement(ctx, sent.id, { endsOn: addDays(today, 30), reason: "Moved away" });
    expect(await getAgreement(ctx, sent.id)).toMatchObject({
      status: "ended",
      endsOn: addDays(today, 30),
      endReason: "Moved away",
      actions: [],
    });
    expect((await ruleOf(deleteAgreement(ctx, sent.id))).message).toMatch(/Delete: not possible/);
    const draft = await createAgreement(ctx, customer.id, input(today));
    await deleteAgreement(ctx, draft.id);
    await expect(getAgreement(ctx, draft.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lists with search by customer, title and number, a status filter and pages", async () => {
    const { ctx, customer, today } = await setUp();
    const other = await createCustomer(
      ctx,
      customerInput({ lastName: "Zhang", firstName: "Li", email: "li@example.com" }),
    );
    const a = await createAgreement(ctx, customer.id, input(today));
    const b = await createAgreement(
      ctx,
      other.id,
      input(today, { title: "Monthly chemicals only", rateInterval: "visit" }),
    );
    await sendAgreement(ctx, b.id);
    expect((await listAgreements(ctx, query())).total).toBe(2);
    expect((await listAgreements(ctx, query({ q: "zhang" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listAgreements(ctx, query({ q: "chemicals only" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listAgreements(ctx, query({ q: a.label }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listAgreements(ctx, query({ status: "sent" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listAgreements(ctx, query({ status: "bogus" }))).total).toBe(2);
    const sorted = await listAgreements(ctx, query({ sort: "customer", dir: "asc" }));
    expect(sorted.rows.map((r) => r.customerName)).toEqual(["Reed, Dana", "Zhang, Li"]);
  });

  it("another company's agreement is not found, on read and on every change", async () => {
    const { ctx, customer, today } = await setUp();
    const sent = await sentAgreement(ctx, customer.id, today);
    const draft = await createAgreement(ctx, customer.id, input(today));
    const other = await setUp();
    await expect(getAgreement(other.ctx, sent.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateAgreement(other.ctx, draft.id, input(today))).rejects.toBeInstanceOf(NotFoundError);
    await expect(sendAgreement(other.ctx, draft.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(withdrawAgreement(other.ctx, sent.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(endAgreement(other.ctx, sent.id, { endsOn: today, reason: "x" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(deleteAgreement(other.ctx, draft.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(signedAgreementPdf(other.ctx, sent.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(createAgreement(other.ctx, customer.id, input(today))).rejects.toBeInstanceOf(NotFoundError);
    await expect(agreementFormOptions(other.ctx, customer.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listAgreements(other.ctx, query())).total).toBe(0);
  });

  it("the pool owner's portal: sent agreements of linked customers only; another owner or a stranger can't act", async () => {
    const { ctx, customer, today } = await setUp();
    const owner = await newClient();
    const stranger = await newClient();
    await ctx.db
      .update(customerTable)
      .set({ linkedUserId: owner.userId })
      .where(eq(customerTable.id, customer.id));
    const draft = await createAgreement(ctx, customer.id, input(today, { title: "Not yet" }));
    const sent = await sentAgreement(ctx, customer.id, today);

    const list = await listOwnerAgreements(asOwner(ctx.db, owner.userId));
    expect(list.map((a) => [a.id, a.status, a.rateText])).toEqual([[sent.id, "sent", "$160.00 / month"]]);
    expect(list[0].companyName).toBe(ctx.companyName);
    expect(await agreementForOwner(ctx, { userId: owner.userId, agreementId: draft.id })).toBeNull();
    expect(await listOwnerAgreements(asOwner(ctx.db, stranger.userId))).toEqual([]);
    expect(await agreementForOwner(ctx, { userId: stranger.userId, agreementId: sent.id })).toBeNull();
    await expect(
      answerAgreement(
        ctx,
        { userId: stranger.userId, agreementId: sent.id },
        { decision: "decline", reason: "no" },
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      answerAgreement(
        ctx,
        { token: "x".repeat(32) },
        { decision: "accept", name: "Eve", ip: null, userAgent: null },
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      answerAgreement(
        ctx,
        { token: "short" },
        { decision: "accept", name: "Eve", ip: null, userAgent: null },
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await ownerSignedPdf(ctx, { userId: stranger.userId, agreementId: sent.id })).toBeNull();

    await answerAgreement(
      ctx,
      { userId: owner.userId, agreementId: sent.id },
      { decision: "accept", name: "Dana Reed", ip: "198.51.100.2", userAgent: null },
    );
    expect((await agreementForOwner(ctx, { userId: owner.userId, agreementId: sent.id }))?.status).toBe(
      "accepted",
    );
    expect(await ownerSignedPdf(ctx, { userId: owner.userId, agreementId: sent.id })).not.toBeNull();
  });

  it("needs money:read to see and money:write to change (a Technician has neither)", async () => {
    const { ctx, customer, today } = await setUp();
    const created = await createAgreement(ctx, customer.id, input(today));
    const tech = await newTechnician(ctx);
    await expect(listAgreements(tech, query())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getAgreement(tech, created.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createAgreement(tech, customer.id, input(today))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(sendAgreement(tech, created.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteAgreement(tech, created.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listTermsTemplates(tech)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createTermsTemplate(tech, { name: "x", body: "y" })).rejects.toBeInstanceOf(ForbiddenError);
    const readOnly = { ...ctx, permissions: ["money:read"] };
    expect((await getAgreement(readOnly, created.id)).id).toBe(created.id);
    await expect(updateAgreement(readOnly, created.id, input(today))).rejects.toBeInstanceOf(ForbiddenError);
  });
});
