import type { seller as en } from "../en/seller";
import type { Translation } from "../types";

/** Spanish messages for selling through Drip Drop (routes/company/seller, subscription-management, stripe-products, stripe-profile, public/stripe-*): the type requires every English key, and no other. */
export const seller: Translation<typeof en> = {};
