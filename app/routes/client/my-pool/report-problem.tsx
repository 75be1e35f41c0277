import { Anchor, Button, Input, Paper, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { MAX_REPAIR_PHOTOS } from "~/core/operations/repair-request-status";
import { RuleError } from "~/domain/errors";
import { fileOwnerRepairRequest, ownerRepairOptions } from "~/domain/portal/repair-requests.server";
import { ownerRepairSchema } from "~/domain/portal/schemas";
import { formFiles, prepareUploads } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/report-problem";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.report") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** The owner's pools and equipment; `?equipment=` (from an equipment page) preselects one of theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  const options = await ownerRepairOptions(owner);
  const wanted = new URL(request.url).searchParams.get("equipment");
  const preselected = options.equipment.find((e) => e.value === wanted) ?? null;
  return { options, preselected };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = context.get(ownerContext);
  const formData = await request.formData().catch(() => null);
  if (!formData) return data(rejected(new FormData(), { form: "portal.report.formLost" }), { status: 400 });
  const parsed = parseForm(ownerRepairSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const files = formFiles(formData, "photos");
  if (files.length > MAX_REPAIR_PHOTOS)
    return data(rejected(formData, { photos: "portal.report.tooManyPhotos" }), { status: 400 });
  const photos = await prepareUploads(files, { style: "photo" });
  if (!photos.ok) return data(rejected(formData, { photos: photos.error }), { status: 400 });
  try {
    await fileOwnerRepairRequest(owner, parsed.data, photos.value);
  } catch (error) {
    if (error instanceof RuleError)
      return data(rejected(formData, { [error.field]: error.message }), { status: 400 });
    throw error;
  }
  return redirectWithToast("/mypool#repair-requests", "portal.report.sent");
}

export default function ReportProblem({ loaderData, actionData }: Route.ComponentProps) {
  const { options, preselected } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(ownerRepairSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const [place, setPlace] = useState<string | null>(
    (values.place as string | undefined) ??
      preselected?.place ??
      (options.places.length === 1 ? options.places[0].value : null),
  );
  const [equipmentId, setEquipmentId] = useState<string | null>(
    (values.equipmentId as string | undefined) || preselected?.value || null,
  );
  const gear = options.equipment.filter((e) => e.place === place);
  return (
    <>
      <PageHeader title={t("portal.myPool.report")} description={t("portal.report.description")} />
      {options.places.length === 0 ? (
        <EmptyState
          title={t("portal.report.noPool")}
          action={
            <Anchor component={Link} to="/reedemInviteCode">
              {t("portal.dashboard.redeem")}
            </Anchor>
          }
        >
          {t("portal.report.noPoolText")}
        </EmptyState>
      ) : (
        <Paper withBorder p="lg" maw={620}>
          <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
            <Stack>
              {errors.form ? <Text c="red">{errors.form}</Text> : null}
              <Select
                label={t("portal.equipment.pool")}
                name="place"
                data={options.places}
                value={place}
                onChange={(v) => {
                  setPlace(v);
                  setEquipmentId(null);
                }}
                error={errors.place}
                withAsterisk
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t("portal.report.equipment")}
                name="equipmentId"
                data={gear.map(({ value, label }) => ({ value, label }))}
                value={equipmentId}
                onChange={setEquipmentId}
                error={errors.equipmentId}
                clearable
                disabled={gear.length === 0}
                placeholder={gear.length === 0 ? t("portal.report.noEquipment") : t("portal.report.choose")}
              />
              <Textarea
                label={t("portal.report.what")}
                name="description"
                description={t("portal.report.whatDescription")}
                defaultValue={(values.description as string | undefined) ?? ""}
                error={errors.description}
                autosize
                minRows={3}
                withAsterisk
              />
              {/* A plain file input: phones offer the camera for it, and its label reaches it. */}
              <Input.Wrapper
                id="problem-photos"
                label={t("portal.report.photos")}
                description={t("portal.report.photosDescription", { max: MAX_REPAIR_PHOTOS })}
                error={errors.photos}
              >
                <input
                  id="problem-photos"
                  type="file"
                  name="photos"
                  accept="image/*"
                  multiple
                  style={{ display: "block", maxWidth: "100%" }}
                />
              </Input.Wrapper>
              <Button type="submit" w="fit-content" loading={busy}>
                {t("portal.report.send")}
              </Button>
            </Stack>
          </Form>
        </Paper>
      )}
    </>
  );
}
