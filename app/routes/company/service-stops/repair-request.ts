import { safeParseChecked } from "~/components/forms/validation";
import { tenantContext } from "~/context";
import { keyed } from "~/core/i18n/keyed";
import { MAX_REPAIR_PHOTOS } from "~/core/operations/repair-request-status";
import { ForbiddenError, NotFoundError, RuleError } from "~/domain/errors";
import { repairRequestSchema } from "~/domain/operations/repair-request-schemas";
import { reportRepairFromStop } from "~/domain/operations/repair-requests.server";
import { alertRefusedChange, OUTBOX_HEADER } from "~/domain/service/field-outbox.server";
import { requireWorkableStop } from "~/domain/service/stop-access.server";
import { formFiles, prepareUploads } from "~/server/storage.server";
import { domainRules, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/repair-request";

/** Only posts: the stop screen's form (or the phone's outbox) sends the report; the places come with the stop page. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** A technician reports a problem from the stop they are working: description, pool, equipment, photos. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData().catch(() => null);
  if (!formData)
    return Response.json(
      { ok: false, errors: { form: "The form did not arrive: try again." } },
      { status: 400 },
    );
  // The phone's idempotency key (a report made offline is sent from its outbox, perhaps more than once).
  const key = formData.get("key");
  await withErrorPages(async () => {
    try {
      await requireWorkableStop(tenant, params.serviceStopId);
    } catch (error) {
      // A report kept on the phone while the stop stopped being theirs: the phone keeps it, the office hears of it.
      const fromOutbox =
        request.headers.get(OUTBOX_HEADER) === "1" && typeof key === "string" && key.length >= 8;
      if (fromOutbox && (error instanceof NotFoundError || error instanceof ForbiddenError))
        await alertRefusedChange(
          tenant,
          params.serviceStopId,
          { intent: "repair", key, at: new Date() },
          error,
        );
      throw error;
    }
  });
  const parsed = safeParseChecked(
    repairRequestSchema.omit({ customerId: true, serviceLocationId: true }),
    Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string")),
  );
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    return Response.json({ ok: false, errors }, { status: 400 });
  }
  if (key !== null && (typeof key !== "string" || key.length < 8 || key.length > 100))
    return Response.json(
      { ok: false, errors: { form: "The form did not arrive: try again." } },
      { status: 400 },
    );
  const files = formFiles(formData, "photos");
  if (files.length > MAX_REPAIR_PHOTOS)
    return Response.json(
      { ok: false, errors: { photos: keyed("common.files.tooManyPhotos", { max: MAX_REPAIR_PHOTOS }) } },
      { status: 400 },
    );
  const photos = await prepareUploads(files, { style: "photo" });
  if (!photos.ok) return Response.json({ ok: false, errors: { photos: photos.error } }, { status: 400 });
  try {
    return await domainRules(async () => {
      await reportRepairFromStop(tenant, params.serviceStopId, parsed.data, photos.value, key || null);
      return Response.json({ ok: true });
    });
  } catch (error) {
    if (error instanceof RuleError)
      return Response.json({ ok: false, errors: { [error.field]: error.message } }, { status: 400 });
    throw error;
  }
}
