import { z } from "zod";
import { LOCALE_VALUES } from "~/core/i18n/languages";
import { personalInfoProblem } from "~/core/passwords/password-policy";

// Messages are catalog keys (core/i18n/catalogs/*/auth.ts): the form shows them in the page's language.
const firstNameField = z
  .string()
  .trim()
  .min(1, "auth.validation.firstNameRequired")
  .max(60, "auth.validation.firstNameTooLong");
const lastNameField = z
  .string()
  .trim()
  .min(1, "auth.validation.lastNameRequired")
  .max(60, "auth.validation.lastNameTooLong");
export const emailField = z
  .string()
  .trim()
  .min(1, "auth.validation.emailRequired")
  .email("auth.validation.emailInvalid");
export const newPasswordField = z
  .string()
  .min(8, "auth.validation.passwordTooShort")
  .max(128, "auth.validation.passwordTooLong");

const signUpFields = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
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
      .min(2, "auth.validation.companyNameRequired")
      .max(100, "auth.validation.companyNameTooLong"),
  })
  .superRefine(notPersonal);

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "auth.validation.passwordRequired"),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "auth.validation.resetTokenMissing"),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.validation.passwordsDiffer",
  });

const phoneField = z
  .string()
  .trim()
  .refine((v) => v === "" || /^[+()\d\s.-]{7,20}$/.test(v), "people.company.validation.phone");

/** Name (and, on the pool owner's profile, phone: absent from a form that does not show it, so left unchanged). */
/** A profile's language and region, or "" to follow the browser (core/i18n/languages.ts). */
const localeField = z.union([z.literal(""), z.enum(LOCALE_VALUES)], {
  message: "people.account.validation.language",
});

export const profileSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField.optional(),
  locale: localeField.optional(),
});

export const inviteCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "auth.validation.inviteCodeRequired")
    .max(40, "auth.validation.inviteCodeTooLong")
    .transform((v) => v.toUpperCase()),
});

export const accountSettingsSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || /^[+()\d\s.-]{7,20}$/.test(v), "people.company.validation.phone"),
  locale: localeField,
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "people.account.validation.currentPassword"),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "people.account.validation.passwordsDiffer",
  });
