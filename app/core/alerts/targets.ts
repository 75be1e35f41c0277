/**
 * The record an alert points at, as a page of the product: the most specific record it names wins (a reading alert
 * names the stop, its customer and pool: the stop's page is where to act; low stock names the item before the stop
 * that used it). Pure.
 */
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
  label: string;
}

export function alertTarget(a: AlertLinks): AlertTarget | null {
  if (a.repairRequestId)
    return { path: `/company/repairRequests/${a.repairRequestId}`, label: "Repair request" };
  if (a.itemId) return { path: `/company/items/detail/${a.itemId}`, label: a.itemName || "Item" };
  if (a.serviceStopId)
    return {
      path: `/company/serviceStops/detail/${a.serviceStopId}`,
      label: a.stopNumber !== null ? `Stop S-${a.stopNumber}` : "Service stop",
    };
  if (a.jobId)
    return {
      path: `/company/jobs/detail/${a.jobId}`,
      label: a.jobNumber !== null ? `Job J-${a.jobNumber}` : "Job",
    };
  if (a.invoiceId)
    return {
      path: `/company/invoices/${a.invoiceId}`,
      label: a.invoiceNumber !== null ? `Invoice INV-${a.invoiceNumber}` : "Invoice",
    };
  if (a.agreementId)
    return {
      path: `/company/contracts/contract/${a.agreementId}`,
      label: a.agreementNumber !== null ? `Agreement AG-${a.agreementNumber}` : "Agreement",
    };
  if (a.equipmentId)
    return { path: `/company/equipment/details/${a.equipmentId}`, label: a.equipmentName || "Equipment" };
  if (a.memberId)
    return { path: `/company/companyUsers/${a.memberId}`, label: a.memberName || "Team member" };
  if (a.bodyOfWaterId)
    return {
      path: `/company/bodiesOfWater/details/${a.bodyOfWaterId}`,
      label: a.bodyOfWaterName || "Body of water",
    };
  if (a.customerId)
    return { path: `/company/customers/details/${a.customerId}`, label: a.customerName || "Customer" };
  return null;
}
