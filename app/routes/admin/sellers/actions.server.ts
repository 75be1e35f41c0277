import { data } from "react-router";
import { rejected, safeParseChecked } from "~/components/forms/validation";
import { RuleError } from "~/domain/errors";
import type { AdminContext } from "~/domain/platform/admin.server";
import { reasonSchema } from "~/domain/platform/admin-schemas";
import { decideVerification } from "~/domain/platform/seller-requests.server";
import {
  approveSeller,
  deactivateSeller,
  reactivateSeller,
  rejectSeller,
  setSellerVerified,
} from "~/domain/platform/sellers.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainRules } from "../../shared/domain-errors.server";
import { field } from "../admin.server";

/**
 * The company actions shared by Sellers, Seller Request and Deactive Sellers: each page posts `intent` and `companyId`
 * (or `requestId`) and goes back to `back` with a toast. A refused reason comes back as the page's form error.
 */
export async function companyAction(admin: AdminContext, request: Request, back: string) {
  const formData = await request.formData();
  const intent = field(formData, "intent");
  const companyId = field(formData, "companyId");
  const reason = () => {
    const parsed = safeParseChecked(reasonSchema, { reason: formData.get("reason") ?? "" });
    if (!parsed.success) throw new RuleError("form", parsed.error.issues[0].message);
    return parsed.data.reason;
  };
  try {
    return await domainRules(async () => {
      switch (intent) {
        case "approve":
          await approveSeller(admin, companyId);
          return redirectWithToast(back, "admin.sellerActions.approved");
        case "reject":
          await rejectSeller(admin, companyId, reason());
          return redirectWithToast(back, "admin.sellerActions.rejected");
        case "verify":
          await setSellerVerified(admin, companyId, true);
          return redirectWithToast(back, "admin.sellerActions.verified");
        case "unverify":
          await setSellerVerified(admin, companyId, false);
          return redirectWithToast(back, "admin.sellerActions.unverified");
        case "deactivate": {
          const { sessionsEnded } = await deactivateSeller(admin, companyId, reason());
          return redirectWithToast(back, {
            message: "admin.sellerActions.deactivated",
            values: { count: sessionsEnded },
          });
        }
        case "reactivate":
          await reactivateSeller(admin, companyId);
          return redirectWithToast(back, "admin.sellerActions.reactivated");
        case "verification-approve":
        case "verification-reject": {
          const approve = intent === "verification-approve";
          await decideVerification(
            admin,
            field(formData, "requestId"),
            approve ? "approved" : "rejected",
            field(formData, "reason"),
          );
          return redirectWithToast(
            back,
            approve ? "admin.sellerActions.verificationApproved" : "admin.sellerActions.verificationRejected",
          );
        }
        default:
          throw data("admin.errors.unknownAction", { status: 400 });
      }
    });
  } catch (error) {
    if (error instanceof RuleError) return data(rejected(formData, { form: error.message }), { status: 400 });
    throw error;
  }
}
