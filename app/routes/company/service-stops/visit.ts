import { z } from "zod";
import { tenantContext } from "~/context";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "~/domain/errors";
import { visitErrors, visitSchema } from "~/domain/service/stop-schemas";
import { recordVisit } from "~/domain/service/stops.server";
import { sendServiceReport } from "~/server/service-report.server";
import type { Route } from "./+types/visit";

const envelope = z.object({
  intent: z.enum(["save", "finish"]),
  /** Made by the phone once per stop and kept until the finish is confirmed, so a resend is recognised. */
  key: z.string().min(8).max(100),
  visit: z.unknown(),
});

/** Only POST: the stop screen posts its JSON here. A GET (a typed URL, a crawler) is told so instead of failing in the router. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * The stop screen's JSON endpoint: saves progress or finishes the stop, and on the first finish e-mails the
 * service report. Answers JSON either way, so the phone can keep what was typed and retry.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json(
      { ok: false, errors: { form: "The stop could not be read; try again." } },
      { status: 400 },
    );
  }
  const request_ = envelope.safeParse(body);
  if (!request_.success)
    return Response.json(
      { ok: false, errors: { form: "The stop could not be read; try again." } },
      { status: 400 },
    );
  const visit = visitSchema(tenant.units).safeParse(request_.data.visit);
  if (!visit.success) return Response.json({ ok: false, errors: visitErrors(visit.error) }, { status: 400 });
  try {
    const finish = request_.data.intent === "finish";
    const outcome = await recordVisit(tenant, params.serviceStopId, visit.data, {
      finish,
      key: request_.data.key,
    });
    // A resent finish (the first answer was lost) reports what the first one did rather than sending again.
    const report = outcome.finishedNow
      ? await sendServiceReport(tenant, params.serviceStopId)
      : outcome.stop.reportSentAt
        ? { sent: true as const }
        : null;
    return Response.json({ ok: true, status: outcome.stop.status, alerts: outcome.alerts, report });
  } catch (error) {
    if (error instanceof RuleErrors)
      return Response.json({ ok: false, errors: error.errors }, { status: 400 });
    if (error instanceof RuleError)
      return Response.json({ ok: false, errors: { [error.field]: error.message } }, { status: 400 });
    if (error instanceof NotFoundError)
      return Response.json({ ok: false, errors: { form: "Not found." } }, { status: 404 });
    if (error instanceof ForbiddenError)
      return Response.json({ ok: false, errors: { form: "You can't work this stop." } }, { status: 403 });
    throw error;
  }
}
