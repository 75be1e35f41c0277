import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customer as customerTable, messageThread } from "~/db/schema";
import { UnstorableTextError } from "~/db/text-guard";
import { listDevMailbox } from "~/server/mail.server";
import {
  customerInput,
  locationInput,
  newClient,
  newCompany,
  newTechnician,
  testSystem,
} from "../../../tests/db/factories";
import { makeStop } from "../../../tests/db/work-factories";
import { createAdminAccount } from "../accounts/accounts.server";
import { saveNotificationChoices } from "../accounts/notification-settings.server";
import { createCustomer } from "../customers/customers.server";
import { NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { sentInvoice } from "../money/invoices-test-helpers";
import type { SystemContext, TenantContext } from "../tenant.server";
import { asOwner, fakePorts, withPorts } from "../testing/fake-ports";
import {
  ownerThread,
  ownerThreads,
  ownerUnreadCount,
  postOwnerMessage,
  startOwnerThread,
} from "./owner-threads.server";
import { listSupportThreads, postPlatformMessage, readSupportThread } from "./platform-threads.server";
import {
  assignThread,
  companyUnreadCount,
  listThreads,
  postMessage,
  readThread,
  setThreadStatus,
  startThread,
} from "./threads.server";

/** The pool owner's side: no tenant, the database and the ports (as `systemContext()` gives the portal). */
const system = (ctx: TenantContext): SystemContext => ({ db: ctx.db, ports: ctx.ports });

const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);

/** A customer of the company linked to a fresh pool owner, with a location and one visit. */
async function linkedOwner(ctx: TenantContext, lastName: string) {
  const owner = await newClient();
  const c = await createCustomer(ctx, customerInput({ lastName, email: `${lastName}@example.com` }));
  await ctx.db.update(customerTable).set({ linkedUserId: owner.userId }).where(eq(customerTable.id, c.id));
  const location = await createLocation(ctx, c.id, locationInput());
  const stop = await makeStop(ctx, {
    on: "2026-03-02",
    customerId: c.id,
    serviceLocationId: location.id,
    technicianId: null,
    stage: "finished",
  });
  return { ...owner, customerId: c.id, stopId: stop.id };
}

const mailsTo = async (email: string) => (await listDevMailbox(1000)).filter((m) => m.to.includes(email));

/** Rejects with NotFoundError; the promise is made only when awaited. */
const notFound = (work: () => Promise<unknown>) => expect(work()).rejects.toBeInstanceOf(NotFoundError);

describe("messages", () => {
  it("a new thread whose first message cannot be written leaves no empty thread", async () => {
    const a = await newCompany("Msg Atomic");
    const x = await linkedOwner(a.ctx, "Atom");
    const start = (subject: string, body: string) =>
      startThread(a.ctx, { to: "customer", customerId: x.customerId, memberIds: [], subject, body });
    await expect(start("Nothing to say", "   ")).rejects.toMatchObject({ field: "body" });
    await expect(start("Bad byte", "Hello\u0000there")).rejects.toBeInstanceOf(UnstorableTextError);
    await expect(
      startOwnerThread(asOwner(a.ctx.db, x.userId, a.ctx.ports), {
        customerId: x.customerId,
        subject: "Owner side",
        body: "",
      }),
    ).rejects.toMatchObject({ field: "body" });
    const threads = await a.ctx.db
      .select({ subject: messageThread.subject })
      .from(messageThread)
      .where(eq(messageThread.companyId, a.ctx.companyId));
    expect(threads).toEqual([]);
  });

  it("another company can neither read, post in, assign nor close a company's thread", async () => {
    const a = await newCompany("Msg A");
    const b = await newCompany("Msg B");
    const x = await linkedOwner(a.ctx, "Xavier");
    const thread = await startThread(a.ctx, {
      to: "customer",
      customerId: x.customerId,
      memberIds: [],
      subject: "Filter cleaning",
      body: "We will clean the filter on Monday.",
    });
    await notFound(() => readThread(b.ctx, thread.id));
    await notFound(() => postMessage(b.ctx, thread.id, { body: "Hi", link: null }));
    await notFound(() => assignThread(b.ctx, thread.id, null));
    await notFound(() => setThreadStatus(b.ctx, thread.id, "done"));
    const list = await listThreads(b.ctx, { view: "all", q: "", page: 1 });
    expect(list.rows.map((r) => r.id)).not.toContain(thread.id);
    // Company B can't start a thread with A's customer either.
    await expect(
      startThread(b.ctx, {
        to: "customer",
        customerId: x.customerId,
        memberIds: [],
        subject: "s",
        body: "b",
      }),
    ).rejects.toBeInstanceOf(RuleError);
  });

  it("an owner never sees another owner's thread, even of the same company", async () => {
    const a = await newCompany("Msg Owners");
    const x = await linkedOwner(a.ctx, "Xu");
    const y = await linkedOwner(a.ctx, "Young");
    const db = a.ctx.db;
    const thread = await startOwnerThread(asOwner(a.ctx.db, x.userId, a.ctx.ports), {
      customerId: x.customerId,
      subject: "Green water",
      body: "The pool turned green.",
    });
    expect((await ownerThreads(asOwner(db, x.userId))).map((t) => t.id)).toEqual([thread.id]);
    expect((await ownerThreads(asOwner(db, y.userId))).map((t) => t.id)).toEqual([]);
    await notFound(() => ownerThread(asOwner(db, y.userId), thread.id));
    await notFound(() =>
      postOwnerMessage(asOwner(a.ctx.db, y.userId, a.ctx.ports), thread.id, { body: "Not mine", link: null }),
    );
    await expect(
      startOwnerThread(asOwner(a.ctx.db, y.userId, a.ctx.ports), {
        customerId: x.customerId,
        subject: "s",
        body: "b",
      }),
    ).rejects.toBeInstanceOf(RuleError);
    // The office sees it, unassigned.
    const unassigned = await listThreads(a.ctx, { view: "unassigned", q: "green", page: 1 });
    expect(unassigned.rows.map((r) => r.id)).toEqual([thread.id]);
  });

  it("counts unread threads per person and e-mails once per unread stretch, not while reading, not when off", async () => {
    const a = await newCompany("Msg Unread");
    const tech = await newTechnician(a.ctx);
    const x = await linkedOwner(a.ctx, "Quinn");
    const t0 = new Date(Date.now() + 24 * 3600_000);
    const thread = await startThread(
      a.ctx,
      {
        to: "customer",
        customerId: x.customerId,
        memberIds: [],
        subject: "Heater quote",
        body: "Quote attached.",
      },
      [],
      t0,
    );
    const db = a.ctx.db;
    // The owner was told once, and has one unread thread; the office has none.
    expect(await ownerUnreadCount(asOwner(db, x.userId))).toBe(1);
    expect(await companyUnreadCount(a.ctx)).toBe(0);
    expect(await mailsTo(x.email)).toHaveLength(1);
    expect((await mailsTo(x.email))[0].text).toContain(`/messages/${thread.id}`);

    await ownerThread(asOwner(db, x.userId), thread.id, minutes(t0, 1));
    expect(await ownerUnreadCount(asOwner(db, x.userId))).toBe(0);

    // Two answers in a row: the office (the thread is assigned to its starter) gets one e-mail.
    await postOwnerMessage(
      asOwner(a.ctx.db, x.userId, a.ctx.ports),
      thread.id,
      { body: "Thanks, how much?", link: null },
      [],
      minutes(t0, 5),
    );
    await postOwnerMessage(
      asOwner(a.ctx.db, x.userId, a.ctx.ports),
      thread.id,
      { body: "Also: when?", link: null },
      [],
      minutes(t0, 6),
    );
    expect(await mailsTo(a.email)).toHaveLength(1);
    expect(await companyUnreadCount(a.ctx)).toBe(1);
    // A technician neither assigned nor taking part doesn't see it.
    expect(await companyUnreadCount(tech)).toBe(0);
    await notFound(() => readThread(tech, thread.id));

    // The office reads; a later message is a new stretch: a second e-mail.
    await readThread(a.ctx, thread.id, minutes(t0, 10));
    expect(await companyUnreadCount(a.ctx)).toBe(0);
    await postOwnerMessage(
      asOwner(a.ctx.db, x.userId, a.ctx.ports),
      thread.id,
      { body: "Hello?", link: null },
      [],
      minutes(t0, 20),
    );
    expect(await mailsTo(a.email)).toHaveLength(2);

    // While the office has the thread open (read a moment ago), no e-mail.
    await readThread(a.ctx, thread.id, minutes(t0, 30));
    await postOwnerMessage(
      asOwner(a.ctx.db, x.userId, a.ctx.ports),
      thread.id,
      { body: "Still there?", link: null },
      [],
      minutes(t0, 31),
    );
    expect(await mailsTo(a.email)).toHaveLength(2);

    // The owner turned message e-mails off: read, then answered, and no e-mail comes.
    await saveNotificationChoices({ db: db, userId: x.userId }, { messages: false });
    await ownerThread(asOwner(db, x.userId), thread.id, minutes(t0, 40));
    await postMessage(a.ctx, thread.id, { body: "$1,850 installed.", link: null }, [], minutes(t0, 50));
    expect(await mailsTo(x.email)).toHaveLength(1);
    expect(await ownerUnreadCount(asOwner(db, x.userId))).toBe(1);

    // Assigned to the technician: they see it and are the one told.
    await assignThread(a.ctx, thread.id, tech.memberId);
    const seen = await readThread(tech, thread.id, minutes(t0, 55));
    expect(seen.messages.map((m) => m.body)).toContain("$1,850 installed.");
  });

  it("sends its notices through the mailer port and stores its files through the file port", async () => {
    const a = await newCompany("Msg Ports");
    const x = await linkedOwner(a.ctx, "Porter");
    const ports = fakePorts();
    const pdf = {
      kind: "pdf" as const,
      bytes: Buffer.from("%PDF-quote"),
      ext: "pdf" as const,
      thumbnail: null,
    };
    const photo = {
      kind: "image" as const,
      bytes: Buffer.from("photo-bytes"),
      ext: "webp" as const,
      thumbnail: Buffer.from("thumb-bytes"),
    };
    const t0 = new Date(Date.now() + 72 * 3600_000);
    // The owner writes (unassigned: the office is told) with a quote and a photo.
    const thread = await startOwnerThread(
      asOwner(a.ctx.db, x.userId, ports),
      { customerId: x.customerId, subject: "Pump noise", body: "It rattles." },
      [
        { ...pdf, name: "quote.pdf" },
        { ...photo, name: "pump.webp" },
      ],
      t0,
    );
    expect(ports.outbox.map((m) => m.to)).toEqual([a.email]);
    expect(ports.outbox[0].subject).toContain("Pump noise");
    expect(ports.outbox[0].text).toContain(`/company/messages/${thread.id}`);
    // The three files (the PDF, the photo and its thumbnail) are in the fake store, and the message points at them.
    expect([...ports.stored.values()].map(String).sort()).toEqual([
      "%PDF-quote",
      "photo-bytes",
      "thumb-bytes",
    ]);
    const [first] = (await ownerThread(asOwner(a.ctx.db, x.userId), thread.id, minutes(t0, 1))).messages;
    const [storedPdf, storedPhoto] = first.attachments;
    expect(storedPdf).toMatchObject({ kind: "pdf", name: "quote.pdf" });
    expect(ports.stored.get(`messages/${storedPdf.url.split("/").pop()}`)?.toString()).toBe("%PDF-quote");
    expect(storedPhoto).toMatchObject({ kind: "image", name: "pump.webp" });
    expect(ports.stored.get(storedPhoto.url.replace("/uploads/", ""))?.toString()).toBe("photo-bytes");
    expect(ports.stored.get(storedPhoto.thumbnailUrl?.replace("/uploads/", "") ?? "")?.toString()).toBe(
      "thumb-bytes",
    );
    // The office answers: the owner (away since reading) is told through the same port.
    await postMessage(
      withPorts(a.ctx, ports),
      thread.id,
      { body: "On our way.", link: null },
      [],
      minutes(t0, 5),
    );
    expect(ports.outbox.map((m) => m.to)).toEqual([a.email, x.email]);
    expect(ports.outbox[1].text).toContain(`/messages/${thread.id}`);
    // Nothing went to the real mailbox.
    expect(await mailsTo(a.email)).toEqual([]);
    expect(await mailsTo(x.email)).toEqual([]);
  });

  it("marks done, and a new message from the owner opens the thread again", async () => {
    const a = await newCompany("Msg Done");
    const x = await linkedOwner(a.ctx, "Dunn");
    const thread = await startOwnerThread(asOwner(a.ctx.db, x.userId, a.ctx.ports), {
      customerId: x.customerId,
      subject: "Gate code",
      body: "New gate code is 4321.",
    });
    await setThreadStatus(a.ctx, thread.id, "done");
    expect((await listThreads(a.ctx, { view: "done", q: "", page: 1 })).rows.map((r) => r.id)).toEqual([
      thread.id,
    ]);
    expect((await listThreads(a.ctx, { view: "open", q: "", page: 1 })).rows).toEqual([]);
    // The office's own message leaves it done.
    await postMessage(a.ctx, thread.id, { body: "Noted.", link: null });
    expect((await readThread(a.ctx, thread.id)).thread.status).toBe("done");
    await postOwnerMessage(asOwner(a.ctx.db, x.userId, a.ctx.ports), thread.id, {
      body: "One more thing",
      link: null,
    });
    expect((await readThread(a.ctx, thread.id)).thread.status).toBe("open");
    await setThreadStatus(a.ctx, thread.id, "done");
    await setThreadStatus(a.ctx, thread.id, "open");
    expect((await readThread(a.ctx, thread.id)).thread.status).toBe("open");
  });

  it("links only a record of the thread's customer, and shows each reader what they may open", async () => {
    const a = await newCompany("Msg Links");
    const b = await newCompany("Msg Links B");
    const x = await linkedOwner(a.ctx, "Lind");
    const other = await linkedOwner(a.ctx, "Other");
    const foreign = await linkedOwner(b.ctx, "Foreign");
    const thread = await startThread(a.ctx, {
      to: "customer",
      customerId: x.customerId,
      memberIds: [],
      subject: "Your visit",
      body: "See the report.",
    });
    for (const stopId of [foreign.stopId, other.stopId, "nonsense"])
      await expect(
        postMessage(a.ctx, thread.id, { body: "Here", link: `stop:${stopId}` }),
      ).rejects.toBeInstanceOf(RuleError);
    await postMessage(a.ctx, thread.id, { body: "Here", link: `stop:${x.stopId}` });
    const office = await readThread(a.ctx, thread.id);
    expect(office.messages.at(-1)?.link).toEqual({
      label: expect.stringMatching(/^Visit S-\d+ on 2026-03-02$/),
      href: `/company/serviceStops/detail/${x.stopId}`,
    });
    // The owner sees the visit as text (no portal page for one visit).
    const owner = await ownerThread(asOwner(a.ctx.db, x.userId), thread.id);
    expect(owner.messages.at(-1)?.link).toEqual({ label: office.messages.at(-1)?.link?.label, href: null });
    // An invoice: the office opens it in Invoices, the owner on their portal's invoice page.
    const bill = await sentInvoice(a.ctx, x.customerId);
    const invoiceId = bill.id;
    await postMessage(a.ctx, thread.id, { body: "Your invoice", link: `invoice:${invoiceId}` });
    expect((await readThread(a.ctx, thread.id)).messages.at(-1)?.link?.href).toBe(
      `/company/invoices/${invoiceId}`,
    );
    expect((await ownerThread(asOwner(a.ctx.db, x.userId), thread.id)).messages.at(-1)?.link?.href).toBe(
      `/invoices/${invoiceId}`,
    );
    // A team thread may link any record of the company, never another company's.
    const tech = await newTechnician(a.ctx);
    const team = await startThread(a.ctx, {
      to: "team",
      customerId: null,
      memberIds: [tech.memberId],
      subject: "Tomorrow",
      body: "Take the Lind visit.",
    });
    await postMessage(a.ctx, team.id, { body: "This one", link: `stop:${other.stopId}` });
    await expect(
      postMessage(a.ctx, team.id, { body: "Not ours", link: `stop:${foreign.stopId}` }),
    ).rejects.toBeInstanceOf(RuleError);
    // Only its people see a team thread.
    const outsider = await newTechnician(a.ctx);
    expect((await readThread(tech, team.id)).messages).toHaveLength(2);
    await notFound(() => readThread(outsider, team.id));
  });

  it("support threads: the company writes, every admin sees them, answers reach the office; other companies don't see them", async () => {
    const a = await newCompany("Msg Support");
    const b = await newCompany("Msg Support B");
    const adminEmail = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example`;
    const adminId = await createAdminAccount(await testSystem(), {
      firstName: "Ada",
      lastName: "Admin",
      email: adminEmail,
      password: "correct-horse-battery",
    });
    const subject = `Badge question ${Math.random().toString(36).slice(2, 8)}`;
    const t0 = new Date(Date.now() + 48 * 3600_000);
    const thread = await startThread(
      a.ctx,
      { to: "platform", customerId: null, memberIds: [], subject, body: "When is our badge shown?" },
      [],
      t0,
    );
    const tech = await newTechnician(a.ctx);
    await notFound(() => readThread(tech, thread.id));
    await notFound(() => readThread(b.ctx, thread.id));
    const listed = await listSupportThreads(system(a.ctx), adminId, { view: "open", q: subject, page: 1 });
    expect(listed.rows.map((r) => [r.id, r.unread])).toEqual([[thread.id, true]]);
    await readSupportThread(system(a.ctx), adminId, thread.id, minutes(t0, 5));
    expect(
      (await listSupportThreads(system(a.ctx), adminId, { view: "all", q: subject, page: 1 })).rows[0].unread,
    ).toBe(false);
    await postPlatformMessage(
      system(a.ctx),
      adminId,
      thread.id,
      { body: "It shows now.", link: null },
      [],
      minutes(t0, 10),
    );
    expect(await companyUnreadCount(a.ctx)).toBe(1);
    expect((await mailsTo(a.email)).filter((m) => m.subject.includes(subject))).toHaveLength(1);
    // A member (not an admin) can't use the admin's functions.
    await expect(readSupportThread(system(a.ctx), a.userId, thread.id)).rejects.toThrow();
  });
});
