import type { contracts as en } from "../en/contracts";
import type { Translation } from "../types";

/** Spanish messages for service agreements and labor contracts (routes/company/contracts, labor-contracts, recurring-labor-contracts): the type requires every English key, and no other. */
export const contracts: Translation<typeof en> = {};
