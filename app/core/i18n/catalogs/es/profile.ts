import type { profile as en } from "../en/profile";
import type { Translation } from "../types";

/** Spanish messages for the public company profile and company e-mails (routes/company/public-profile, public/company-page*, statements, invites): the type requires every English key, and no other. */
export const profile: Translation<typeof en> = {};
