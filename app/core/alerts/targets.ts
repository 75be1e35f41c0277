/**
 * The record an alert points at, as a page of the product: the most specific record it names wins (a reading alert
 * names the stop, its customer and pool: the stop's page is where to act; low stock names the item before the stop
 * that used it). Pure.
 */
import { equipmentCategoryWord } from "../equipment/category-words";
import { keyed } from "../i18n/keyed";

export interface AlertLinks {
  serviceStopId: string | null;
  stopNumber: number | null;
  jobId: string | null;
  jobNumber: number | null;
  invoiceId: string | null;
  invoiceNumber: number | null;
  repairRequestId: string | null;
  agreementId: string | null;
  agreementNumber: number | null;
  equipmentId: string | null;
  equipmentName: string | null;
  /** The equipment's category as stored ("filter"), shown after its name. */
  equipmentCategory?: string | null;
  itemId: string | null;
  itemName: string | null;
  memberId: string | null;
  memberName: string | null;
  bodyOfWaterId: string | null;
  bodyOfWaterName: string | null;
  customerId: string | null;
  customerName: string | null;
}

export interface AlertTarget {
  path: string;
  /** The record's name, or a catalog key / keyed message ("Stop S-12") that the screen words in its language. */
  label: string;
}

export function alertTarget(a: AlertLinks): AlertTarget | null {
  if (a.repairRequestId)
    return { path: `/company/repairRequests/${a.repairRequestId}`, label: "team.alertTarget.repairRequest" };
  if (a.itemId)
    return { path: `/company/items/detail/${a.itemId}`, label: a.itemName || "team.alertTarget.item" };
  if (a.serviceStopId)
    return {
      path: `/company/serviceStops/detail/${a.serviceStopId}`,
      label:
        a.stopNumber !== null
          ? keyed("team.alertTarget.stop", { number: `S-${a.stopNumber}` })
          : "team.alertTarget.serviceStop",
    };
  if (a.jobId)
    return {
      path: `/company/jobs/detail/${a.jobId}`,
      label:
        a.jobNumber !== null
          ? keyed("team.alertTarget.job", { number: `J-${a.jobNumber}` })
          : "team.alertTarget.anyJob",
    };
  if (a.invoiceId)
    return {
      path: `/company/invoices/${a.invoiceId}`,
      label:
        a.invoiceNumber !== null
          ? keyed("team.alertTarget.invoice", { number: `INV-${a.invoiceNumber}` })
          : "team.alertTarget.anyInvoice",
    };
  if (a.agreementId)
    return {
      path: `/company/contracts/contract/${a.agreementId}`,
      label:
        a.agreementNumber !== null
          ? keyed("team.alertTarget.agreement", { number: `AG-${a.agreementNumber}` })
          : "team.alertTarget.anyAgreement",
    };
  if (a.equipmentId)
    return {
      path: `/company/equipment/details/${a.equipmentId}`,
      label: a.equipmentCategory
        ? keyed(a.equipmentName ? "team.alertTarget.equipmentOf" : "team.alertTarget.equipmentCategory", {
            name: a.equipmentName ?? "",
            category: equipmentCategoryWord(a.equipmentCategory),
          })
        : a.equipmentName || "team.alertTarget.equipment",
    };
  if (a.memberId)
    return { path: `/company/companyUsers/${a.memberId}`, label: a.memberName || "team.alertTarget.member" };
  if (a.bodyOfWaterId)
    return {
      path: `/company/bodiesOfWater/details/${a.bodyOfWaterId}`,
      label: a.bodyOfWaterName || "team.alertTarget.body",
    };
  if (a.customerId)
    return {
      path: `/company/customers/details/${a.customerId}`,
      label: a.customerName || "team.alertTarget.customer",
    };
  return null;
}
