import { safeParseChecked } from "~/components/forms/validation";
import { tenantContext } from "~/context";
import { keyed } from "~/core/i18n/keyed";
import { RuleError } from "~/domain/errors";
import { repairRequestSchema } from "~/domain/operations/repair-request-schemas";
import { repairRequestPlaces, reportRepairFromStop } from "~/domain/operations/repair-requests.server";
import { requireWorkableStop } from "~/domain/service/stops.server";
import { formFiles, prepareUploads } from "~/server/storage.server";
import { domain, domainRules } from "../../shared/domain-errors.server";
import type { Route } from "./+types/repair-request";

/** The stop's pools and equipment, for the stop screen's "Report a repair" form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    const stop = await requireWorkableStop(tenant, params.serviceStopId);
    const places = await repairRequestPlaces(tenant, stop.customerId);
    const bodies = places.bodies.filter((b) => b.locationId === stop.serviceLocationId);
    const bodyIds = new Set(bodies.map((b) => b.value));
    return { bodies, equipment: places.equipment.filter((e) => bodyIds.has(e.bodyId)) };
  });
}

const MAX_PHOTOS = 4;

/** A technician reports a problem from the stop they are working: description, pool, equipment, photos. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  await domain(() => requireWorkableStop(tenant, params.serviceStopId));
  const formData = await request.formData().catch(() => null);
  if (!formData)
    return Response.json(
      { ok: false, errors: { form: "The form did not arrive: try again." } },
      { status: 400 },
    );
  const parsed = safeParseChecked(
    repairRequestSchema.omit({ customerId: true, serviceLocationId: true }),
    Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string")),
  );
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    return Response.json({ ok: false, errors }, { status: 400 });
  }
  // The phone's idempotency key (a report made offline is sent from its outbox, perhaps more than once).
  const key = formData.get("key");
  if (key !== null && (typeof key !== "string" || key.length < 8 || key.length > 100))
    return Response.json(
      { ok: false, errors: { form: "The form did not arrive: try again." } },
      { status: 400 },
    );
  const files = formFiles(formData, "photos");
  if (files.length > MAX_PHOTOS)
    return Response.json(
      { ok: false, errors: { photos: keyed("common.files.tooManyPhotos", { max: MAX_PHOTOS }) } },
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
