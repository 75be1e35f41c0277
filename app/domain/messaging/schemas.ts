import { z } from "zod";
import { keyed } from "~/core/i18n/keyed";

export const MESSAGE_MAX_CHARS = 5_000;
export const SUBJECT_MAX_CHARS = 120;

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

const subject = z
  .string()
  .trim()
  .min(1, "builder.messages.subjectRequired")
  .max(SUBJECT_MAX_CHARS, keyed("builder.messages.subjectTooLong", { max: SUBJECT_MAX_CHARS }));

/** The text of a message. It may be empty when files are attached (the domain checks that one of both is there). */
const body = z
  .string()
  .trim()
  .max(MESSAGE_MAX_CHARS, keyed("builder.messages.bodyTooLong", { max: MESSAGE_MAX_CHARS }))
  .optional()
  .default("");

/** A message in an open thread: text, and (company side) a record it points at as "stop:<id>", "job:<id>"… */
export const messageSchema = z.object({ body, link: optional });
export type MessageInput = z.infer<typeof messageSchema>;

/** The first message of a new thread needs words: the subject alone says too little. */
const firstBody = z
  .string()
  .trim()
  .min(1, "builder.messages.bodyRequired")
  .max(MESSAGE_MAX_CHARS, keyed("builder.messages.bodyTooLong", { max: MESSAGE_MAX_CHARS }));

/** The office starts a conversation with a pool owner, with team members, or with the platform's support. */
export const companyNewThreadSchema = z
  .object({
    to: z.enum(["customer", "team", "platform"], { message: "team.messages.toRequired" }),
    customerId: optional,
    // A MultiSelect posts its values joined by commas.
    memberIds: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    subject,
    body: firstBody,
  })
  .superRefine((v, ctx) => {
    if (v.to === "customer" && !v.customerId)
      ctx.addIssue({ code: "custom", path: ["customerId"], message: "team.messages.customerRequired" });
    if (v.to === "team" && v.memberIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["memberIds"], message: "team.messages.membersRequired" });
  });
export type CompanyNewThreadInput = z.infer<typeof companyNewThreadSchema>;

/** A pool owner writes to one of their companies (the customer record that links them to it). */
export const ownerNewThreadSchema = z.object({
  customerId: z.string().trim().min(1, "builder.messages.companyRequired"),
  subject,
  body: firstBody,
});
export type OwnerNewThreadInput = z.infer<typeof ownerNewThreadSchema>;

/** The platform (an admin) starts a support conversation with a company. */
export const platformNewThreadSchema = z.object({
  companyId: z.string().trim().min(1, "builder.messages.companyRequired"),
  subject,
  body: firstBody,
});
export type PlatformNewThreadInput = z.infer<typeof platformNewThreadSchema>;

export const assignSchema = z.object({ memberId: optional });

export const threadStatusSchema = z.object({
  status: z.enum(["open", "done"], { message: "builder.messages.statusRequired" }),
});

/** The inbox's views. */
export const inboxViews = ["open", "mine", "unassigned", "done", "all"] as const;
export type InboxView = (typeof inboxViews)[number];
export const inboxViewLabels = {
  open: "team.messages.view.open",
  mine: "team.messages.view.mine",
  unassigned: "team.messages.view.unassigned",
  done: "team.messages.view.done",
  all: "team.messages.view.all",
} as const satisfies Record<InboxView, string>;
export const parseInboxView = (v: string | null): InboxView =>
  (inboxViews as readonly string[]).includes(v ?? "") ? (v as InboxView) : "open";
