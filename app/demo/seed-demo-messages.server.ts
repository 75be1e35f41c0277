import { and, asc, desc, eq, gte, inArray, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  companyMember,
  customer,
  invoice,
  type LinkedRecordKind,
  message,
  messageThread,
  serviceStop,
  threadParticipant,
  user,
} from "~/db/schema";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

interface DemoMessage {
  from: string;
  side: "company" | "client" | "platform";
  body: string;
  at: Date;
  link?: { kind: LinkedRecordKind; id: string } | null;
}

/**
 * Demo conversations of Blue Wave: two with the demo pool owner Pat Morgan (one the office has not read, one Pat has
 * not read), one between the owner and a technician, one with Drip Drop support (unread by the admin). Written as
 * rows, not through the use cases, so seeding sends no e-mail. Adds no customer.
 */
export async function seedDemoMessages(db: Db, companyId: string, today: string) {
  const people = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(user.email, [
        "owner@bluewave.demo",
        "tech@bluewave.demo",
        "pat@poolowner.demo",
        "admin@dripdrop.demo",
      ]),
    );
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const [olivia, tomas, pat, ada] = [
    id("owner@bluewave.demo"),
    id("tech@bluewave.demo"),
    id("pat@poolowner.demo"),
    id("admin@dripdrop.demo"),
  ];
  if (!olivia || !tomas || !pat || !ada) return;
  const [patCustomer] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.companyId, companyId), eq(customer.linkedUserId, pat)));
  const [oliviaMember] = await db
    .select({ id: companyMember.id })
    .from(companyMember)
    .where(and(eq(companyMember.companyId, companyId), eq(companyMember.userId, olivia)));
  if (!patCustomer || !oliviaMember) return;
  const [[stop], [bill]] = await Promise.all([
    // "On his visit": Pat's next visit, as Pat's dashboard shows it (the first scheduled one from today on).
    db
      .select({ id: serviceStop.id, technician: user.firstName })
      .from(serviceStop)
      .leftJoin(companyMember, eq(companyMember.id, serviceStop.technicianId))
      .leftJoin(user, eq(user.id, companyMember.userId))
      .where(
        and(
          eq(serviceStop.companyId, companyId),
          eq(serviceStop.customerId, patCustomer.id),
          eq(serviceStop.status, "scheduled"),
          gte(serviceStop.serviceDate, today),
        ),
      )
      .orderBy(asc(serviceStop.serviceDate), asc(serviceStop.routePosition))
      .limit(1),
    db
      .select({ id: invoice.id })
      .from(invoice)
      .where(
        and(
          eq(invoice.companyId, companyId),
          eq(invoice.customerId, patCustomer.id),
          ne(invoice.status, "draft"),
        ),
      )
      .orderBy(desc(invoice.number))
      .limit(1),
  ]);

  async function thread(
    values: Omit<typeof messageThread.$inferInsert, "companyId" | "lastMessageAt">,
    messages: DemoMessage[],
    readUpTo: Record<string, Date>,
  ) {
    const last = messages.at(-1)!.at;
    const [row] = await db
      .insert(messageThread)
      .values({ ...values, companyId, lastMessageAt: last, createdAt: messages[0].at })
      .returning({ id: messageThread.id });
    await db.insert(message).values(
      messages.map((m) => ({
        companyId,
        threadId: row.id,
        senderUserId: m.from,
        senderSide: m.side,
        body: m.body,
        linkedKind: m.link?.kind ?? null,
        linkedId: m.link?.id ?? null,
        createdAt: m.at,
      })),
    );
    await db
      .insert(threadParticipant)
      .values(Object.entries(readUpTo).map(([userId, at]) => ({ threadId: row.id, userId, lastReadAt: at })));
  }

  // Pat wrote last: the office has not read it (and nobody is assigned yet).
  await thread(
    {
      kind: "customer",
      customerId: patCustomer.id,
      subject: "Green tint after the storm",
      createdByUserId: pat,
    },
    [
      {
        from: pat,
        side: "client",
        at: hoursAgo(30),
        body: "After Sunday's storm the water looks a little green near the steps. Should I add anything before your next visit?",
      },
      {
        from: olivia,
        side: "company",
        at: hoursAgo(28),
        body: `Thanks Pat — please don't add anything yet. ${stop?.technician || "Your technician"} will shock the pool and brush the steps on the next visit. Keep the pump running around the clock until then.`,
        link: stop ? { kind: "stop", id: stop.id } : null,
      },
      {
        from: pat,
        side: "client",
        at: hoursAgo(3),
        body: "Will do. It already looks a bit better, thank you!",
      },
    ],
    { [pat]: hoursAgo(3), [olivia]: hoursAgo(27) },
  );

  // The office wrote last: Pat has not read it.
  await thread(
    {
      kind: "customer",
      customerId: patCustomer.id,
      subject: "Your invoice and autopay",
      createdByUserId: olivia,
      assignedMemberId: oliviaMember.id,
    },
    [
      {
        from: olivia,
        side: "company",
        at: hoursAgo(50),
        body: "Hi Pat, your latest invoice is ready. You can pay it online with the link below, or by check at the next visit.",
        link: bill ? { kind: "invoice", id: bill.id } : null,
      },
      { from: pat, side: "client", at: hoursAgo(47), body: "Thanks! Can I set up automatic payments?" },
      {
        from: olivia,
        side: "company",
        at: hoursAgo(5),
        body: 'Yes: when you pay online, tick "Save this card for automatic payments" and future invoices are paid on their due date.',
      },
    ],
    { [pat]: hoursAgo(46), [olivia]: hoursAgo(5) },
  );

  await thread(
    { kind: "team", subject: "Pump seal kit for Thursday", createdByUserId: olivia },
    [
      {
        from: olivia,
        side: "company",
        at: hoursAgo(20),
        body: "Tomas, the Hayward seal kit came in — it's on the shelf by the door.",
      },
      { from: tomas, side: "company", at: hoursAgo(19), body: "Got it, I'll pick it up first thing." },
    ],
    { [olivia]: hoursAgo(18), [tomas]: hoursAgo(19) },
  );

  // Blue Wave asked support; the admin has not read the last message.
  await thread(
    {
      kind: "platform",
      subject: "Listing our weekend hours",
      createdByUserId: olivia,
      assignedMemberId: oliviaMember.id,
    },
    [
      {
        from: olivia,
        side: "company",
        at: hoursAgo(26),
        body: "Hello! Where do we add our Saturday hours so pool owners see them on our public page?",
      },
      {
        from: ada,
        side: "platform",
        at: hoursAgo(25),
        body: "Hi Olivia — open Public Page in your sidebar; the hours are in the Contact section.",
      },
      {
        from: olivia,
        side: "company",
        at: hoursAgo(2),
        body: "Found it, thanks! Could you also check our verified badge?",
      },
    ],
    { [olivia]: hoursAgo(2), [ada]: hoursAgo(25) },
  );
}
