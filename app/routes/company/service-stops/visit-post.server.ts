import { z } from "zod";
import { safeParseChecked } from "~/components/forms/validation";
import { translatorFor } from "~/core/i18n/catalogs";
import { missingWorkKeys, missingWorkReasons } from "~/core/service/missing-work";
import { UnstorableTextError } from "~/db/text-guard";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "~/domain/errors";
import { alertRefusedChange, OUTBOX_HEADER, outboxIntents } from "~/domain/service/field-outbox.server";
import { queueServiceReport, queueSkipNotice } from "~/domain/service/service-report.server";
import { getServiceStop } from "~/domain/service/stop-detail.server";
import { deviceTime, madeOffline, skipSchema, visitErrors, visitSchema } from "~/domain/service/stop-schemas";
import { arriveAtStop, recordVisit, skipStop } from "~/domain/service/stop-visit.server";
import type { TenantContext } from "~/domain/tenant.server";
import { pageLocaleFor } from "~/server/page-locale.server";

const envelope = z.object({
  intent: z.enum(outboxIntents),
  /**
   * The change's idempotency key: for save and finish made by the phone once per stop and kept until the finish is
   * confirmed, for arrive and skip once per change, so a resend is recognised.
   */
  key: z.string().min(8).max(100),
  /** What was recorded (save and finish). */
  visit: z.unknown().optional(),
  /** Why the stop is skipped (skip): `{ reason, note }`. */
  skip: z.unknown().optional(),
  /** When the change was made on the device (an ISO instant); recorded within the last 48 hours. */
  at: z.iso.datetime({ offset: true }).optional(),
});

type Words = ReturnType<typeof translatorFor>;

const unreadable = (t: Words) =>
  Response.json({ ok: false, errors: { form: t("field.error.unreadable") } }, { status: 400 });

/** Who works the stop, and in whose name the service report goes out (the stop's own company). */
export type VisitContexts = () => Promise<{ work: TenantContext; report: TenantContext }>;

/**
 * The stop screen's JSON post: saves progress or finishes the stop, and on the first finish queues the service
 * report's e-mail (the job queue sends it within a second or two, retrying when the mail server fails). Answers JSON either way, so the phone can keep what was typed and retry. Shared by the company's own stop
 * page and a contractor's contracted stop page.
 */
export async function visitPost(
  request: Request,
  stopId: string,
  contexts: VisitContexts,
  /** The signed-in person's profile language, as the root loader uses it; else the browser's. */
  preference?: string | null,
) {
  // The page's language and number style, as the root chose them: numbers are read, and errors worded, in it.
  const page = pageLocaleFor(request, preference);
  const t = translatorFor(page.language, page.locale);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return unreadable(t);
  }
  const request_ = safeParseChecked(envelope, body);
  if (!request_.success) return unreadable(t);
  const { intent, key } = request_.data;
  const at = deviceTime(request_.data.at);
  /** Sent by the phone's outbox replaying work kept on the device: a refusal then tells the office. */
  const fromOutbox = request.headers.get(OUTBOX_HEADER) === "1";
  let work: TenantContext | null = null;
  try {
    const contexts_ = await contexts();
    work = contexts_.work;
    const { report } = contexts_;
    const change = { key, at: request_.data.at ? at : undefined, offline: madeOffline(fromOutbox, at) };

    if (intent === "arrive") {
      const stop = await arriveAtStop(work, stopId, new Date(), change);
      return Response.json({ ok: true, status: stop.status });
    }
    if (intent === "skip") {
      // The key is the change's, whatever the skip form carries.
      const skip = skipSchema.safeParse({ ...(request_.data.skip as object | undefined), key });
      if (!skip.success)
        return Response.json(
          { ok: false, errors: visitErrors(skip.error, (message) => t.text(message)) },
          { status: 400 },
        );
      const { stop, skippedNow } = await skipStop(work, stopId, skip.data, new Date(), change);
      // The customer is told once: a replayed skip reports what the first one did.
      const notice = skippedNow ? await queueSkipNotice(report, stopId) : null;
      return Response.json({ ok: true, status: stop.status, notice });
    }

    const visit = safeParseChecked(visitSchema(work.units, page.locale), request_.data.visit);
    if (!visit.success)
      return Response.json(
        { ok: false, errors: visitErrors(visit.error, (message) => t.text(message)) },
        { status: 400 },
      );
    const finish = intent === "finish";
    let outcome: Awaited<ReturnType<typeof recordVisit>>;
    try {
      outcome = await recordVisit(work, stopId, visit.data, { finish, ...change });
    } catch (error) {
      // What holds up the finish, worded in the page's language from the domain's reasons (English as the domain says it).
      if (!(error instanceof RuleErrors) || t.language === "en") throw error;
      const missing = missingWorkReasons((await getServiceStop(work, stopId)).tasks, visit.data);
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([key, message]) => [
          key,
          missing[key]
            ? t(missingWorkKeys[missing[key].reason], { task: missing[key].task })
            : t.text(message),
        ]),
      );
      return Response.json({ ok: false, errors }, { status: 400 });
    }
    // A resent finish (the first answer was lost) reports what the first one did rather than sending again.
    const sent = outcome.finishedNow
      ? await queueServiceReport(report, stopId)
      : outcome.stop.reportSentAt
        ? { sent: true as const }
        : null;
    return Response.json({ ok: true, status: outcome.stop.status, alerts: outcome.alerts, report: sent });
  } catch (error) {
    if (error instanceof RuleErrors)
      return Response.json(
        {
          ok: false,
          errors: Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, t.text(v)])),
        },
        { status: 400 },
      );
    if (error instanceof RuleError)
      return Response.json({ ok: false, errors: { [error.field]: t.text(error.message) } }, { status: 400 });
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      // Offline work the stop no longer accepts: the phone keeps it and shows why; the office hears of it.
      if (fromOutbox && work) await alertRefusedChange(work, stopId, { intent, key, at }, error);
      return error instanceof NotFoundError
        ? Response.json({ ok: false, errors: { form: t("field.error.notFound") } }, { status: 404 })
        : Response.json({ ok: false, errors: { form: t("field.error.forbidden") } }, { status: 403 });
    }
    if (error instanceof UnstorableTextError) return unreadable(t);
    throw error;
  }
}
