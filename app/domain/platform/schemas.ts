import { z } from "zod";

export const contactTopics = ["company", "homeowner", "support", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  company: "I run a pool-service company",
  homeowner: "I own a pool",
  support: "Help with Drip Drop",
  other: "Something else",
};

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(100, "Keep the name under 100 characters."),
  email: z.string().trim().email("Enter a valid e-mail address."),
  topic: z.enum(contactTopics, { message: "Choose a topic." }),
  message: z
    .string()
    .trim()
    .min(10, "Write at least 10 characters.")
    .max(5000, "Keep the message under 5,000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
