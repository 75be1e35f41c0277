import { tenantContext } from "~/context";
import { contractorStopContext, offeringCompanyReportContext } from "~/domain/team/contractor-stops.server";
import { visitPost } from "../service-stops/visit-post.server";
import type { Route } from "./+types/visit";

/** Only POST: the stop screen posts its JSON here. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** A contracted stop's visit, recorded as the contract's guest; the offering company's report goes to its customer. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  return visitPost(request, params.serviceStopId, async () => {
    const guest = await contractorStopContext(tenant, params.serviceStopId);
    return { work: guest, report: offeringCompanyReportContext(guest) };
  });
}
