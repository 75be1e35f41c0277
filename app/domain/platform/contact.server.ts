import { contactMessage } from "~/db/schema";
import type { SystemContext } from "../tenant.server";
import type { ContactInput } from "./schemas";

export type ContactMessage = typeof contactMessage.$inferSelect;

/** Stores a message sent through the public Contact form; the platform admin reads it later. */
export async function saveContactMessage(
  { db }: SystemContext,
  input: ContactInput,
): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessage)
    .values({ name: input.name, email: input.email, topic: input.topic, message: input.message })
    .returning();
  return row;
}
