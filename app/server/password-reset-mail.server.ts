/** The password-reset e-mail, in the person's profile language (English when they chose none). */
import { personWords } from "~/core/mail/customer-words";

export function passwordResetMail(profileLocale: string | null | undefined, link: string) {
  const { t } = personWords(profileLocale);
  return { subject: t("mail.passwordReset.subject"), text: t("mail.passwordReset.body", { link }) };
}
