import { z } from "zod";
import { safeParseChecked } from "~/components/forms/validation";
import { UnstorableTextError } from "~/db/text-guard";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "~/domain/errors";
import { visitErrors, visitSchema } from "~/domain/service/stop-schemas";
import { recordVisit } from "~/domain/service/stops.server";
import type { TenantContext } from "~/domain/tenant.server";
import { queueServiceReport } from "~/server/service-report.server";

const envelope = z.object({
  intent: z.enum(["save", "finish"]),
  /** Made by the phone once per stop and kept until the finish is confirmed, so a resend is recognised. */
  key: z.string().min(8).max(100),
  visit: z.unknown(),
});

const unreadable = () =>
  Response.json({ ok: false, errors: { form: "The stop could not be read; try again." } }, { status: 400 });

/** Who works the stop, and in whose name the service report goes out (the stop's own company). */
export type VisitContexts = () => Promise<{ work: TenantContext; report: TenantContext }>;

/**
 * The stop screen's JSON post: saves progress or finishes the stop, and on the first finish queues the service
 * report's e-mail (the job queue sends it within a second or two, retrying when the mail server fails). Answers JSON either way, so the phone can keep what was typed and retry. Shared by the company's own stop
 * page and a contractor's contracted stop page.
 */
export async function visitPost(request: Request, stopId: string, contexts: VisitContexts) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return unreadable();
  }
  const request_ = safeParseChecked(envelope, body);
  if (!request_.success) return unreadable();
  try {
    const { work, report } = await contexts();
    const visit = safeParseChecked(visitSchema(work.units), request_.data.visit);
    if (!visit.success)
      return Response.json({ ok: false, errors: visitErrors(visit.error) }, { status: 400 });
    const finish = request_.data.intent === "finish";
    const outcome = await recordVisit(work, stopId, visit.data, { finish, key: request_.data.key });
    // A resent finish (the first answer was lost) reports what the first one did rather than sending again.
    const sent = outcome.finishedNow
      ? await queueServiceReport(report, stopId)
      : outcome.stop.reportSentAt
        ? { sent: true as const }
        : null;
    return Response.json({ ok: true, status: outcome.stop.status, alerts: outcome.alerts, report: sent });
  } catch (error) {
    if (error instanceof RuleErrors)
      return Response.json({ ok: false, errors: error.errors }, { status: 400 });
    if (error instanceof RuleError)
      return Response.json({ ok: false, errors: { [error.field]: error.message } }, { status: 400 });
    if (error instanceof NotFoundError)
      return Response.json({ ok: false, errors: { form: "Not found." } }, { status: 404 });
    if (error instanceof ForbiddenError)
      return Response.json({ ok: false, errors: { form: "You can't work this stop." } }, { status: 403 });
    if (error instanceof UnstorableTextError) return unreadable();
    throw error;
  }
}
