import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessage } from "~/db/schema";
import type { ContactInput } from "./schemas";

export type ContactMessage = typeof contactMessage.$inferSelect;

/** Stores a message sent through the public Contact form; the platform admin reads it later. */
export async function saveContactMessage(db: Db, input: ContactInput): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessage)
    .values({ name: input.name, email: input.email, topic: input.topic, message: input.message })
    .returning();
  return row;
}

/** The most recent contact messages, newest first. */
export async function listContactMessages(
  db: Db,
  { limit = 50 }: { limit?: number } = {},
): Promise<ContactMessage[]> {
  return db.select().from(contactMessage).orderBy(desc(contactMessage.createdAt)).limit(limit);
}

/** Marks one message as read; returns false when no message has that id. */
export async function markContactMessageRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(contactMessage)
    .set({ status: "read" })
    .where(eq(contactMessage.id, id))
    .returning({ id: contactMessage.id });
  return rows.length > 0;
}
