import { z } from "zod";

export const contactTopics = ["company", "homeowner", "support", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The public Contact form; its messages are catalog keys, shown in the reader's language. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "admin.contact.nameRequired").max(100, "admin.contact.nameTooLong"),
  email: z.string().trim().email("admin.contact.email"),
  topic: z.enum(contactTopics, { message: "admin.contact.topic" }),
  message: z.string().trim().min(10, "admin.contact.messageShort").max(5000, "admin.contact.messageTooLong"),
});

export type ContactInput = z.infer<typeof contactSchema>;
