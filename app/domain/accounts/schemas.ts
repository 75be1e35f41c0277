import { z } from "zod";
import { LOCALE_VALUES } from "~/core/i18n/languages";
import { personalInfoProblem } from "~/core/passwords/password-policy";

const name = (what: string) =>
  z.string().trim().min(1, `Enter your ${what}.`).max(60, `Keep the ${what} under 60 characters.`);
export const emailField = z
  .string()
  .trim()
  .min(1, "Enter your e-mail address.")
  .email("Enter a valid e-mail address.");
export const newPasswordField = z
  .string()
  .min(8, "Use at least 8 characters.")
  .max(128, "Use at most 128 characters.");

const signUpFields = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email: emailField,
  password: newPasswordField,
});

/**
 * Not the person's e-mail or name (checked in the browser too). Common passwords are refused on the server only
 * (core/passwords/common-passwords.ts: its dictionary is too big for the page), and shown next to the same field.
 */
function notPersonal(
  v: { password: string; email: string; firstName: string; lastName: string },
  ctx: z.RefinementCtx,
) {
  const problem = personalInfoProblem(v.password, v);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
}

export const clientSignUpSchema = signUpFields.superRefine(notPersonal);

export const companySignUpSchema = signUpFields
  .extend({
    companyName: z
      .string()
      .trim()
      .min(2, "Enter your company's name.")
      .max(100, "Keep the name under 100 characters."),
  })
  .superRefine(notPersonal);

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password."),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "This reset link is incomplete. Ask for a new one."),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords differ.",
  });

const phoneField = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || /^[+()\d\s.-]{7,20}$/.test(v),
    "Enter a phone number (digits, spaces, + ( ) - .).",
  );

/** Name (and, on the pool owner's profile, phone: absent from a form that does not show it, so left unchanged). */
/** A profile's language and region, or "" to follow the browser (core/i18n/languages.ts). */
const localeField = z.union([z.literal(""), z.enum(LOCALE_VALUES)], {
  message: "Choose a language from the list.",
});

export const profileSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  phone: phoneField.optional(),
  locale: localeField.optional(),
});

export const inviteCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the invite code.")
    .max(40, "That code is too long.")
    .transform((v) => v.toUpperCase()),
});

export const accountSettingsSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || /^[+()\d\s.-]{7,20}$/.test(v),
      "Enter a phone number (digits, spaces, + ( ) - .).",
    ),
  locale: localeField,
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password."),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords differ.",
  });
