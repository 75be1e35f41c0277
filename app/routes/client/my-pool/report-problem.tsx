import { Anchor, Button, Input, Paper, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { RuleError } from "~/domain/errors";
import { fileOwnerRepairRequest, ownerRepairOptions } from "~/domain/portal/repair-requests.server";
import { ownerRepairSchema } from "~/domain/portal/schemas";
import { formFiles, prepareUploads } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/report-problem";

export const meta: Route.MetaFunction = () => [{ title: "Report a problem — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

const MAX_PHOTOS = 4;

/** The owner's pools and equipment; `?equipment=` (from an equipment page) preselects one of theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const options = await ownerRepairOptions(await db(), user.id);
  const wanted = new URL(request.url).searchParams.get("equipment");
  const preselected = options.equipment.find((e) => e.value === wanted) ?? null;
  return { options, preselected };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData().catch(() => null);
  if (!formData)
    return data(rejected(new FormData(), { form: "The form did not arrive: try again." }), { status: 400 });
  const parsed = parseForm(ownerRepairSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const files = formFiles(formData, "photos");
  if (files.length > MAX_PHOTOS)
    return data(rejected(formData, { photos: `At most ${MAX_PHOTOS} photos.` }), { status: 400 });
  const photos = await prepareUploads(files, { style: "photo" });
  if (!photos.ok) return data(rejected(formData, { photos: photos.error }), { status: 400 });
  try {
    await fileOwnerRepairRequest(await db(), user.id, parsed.data, photos.value);
  } catch (error) {
    if (error instanceof RuleError)
      return data(rejected(formData, { [error.field]: error.message }), { status: 400 });
    throw error;
  }
  return redirectWithToast("/mypool#repair-requests", "Problem reported: your pool company has it.");
}

export default function ReportProblem({ loaderData, actionData }: Route.ComponentProps) {
  const { options, preselected } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(ownerRepairSchema, actionData);
  const busy = useNavigation().state === "submitting";
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
      <PageHeader
        title="Report a problem"
        description="Tell your pool company what is wrong; add a photo if you can. You will see its status on My Pool."
      />
      {options.places.length === 0 ? (
        <EmptyState
          title="No pool to report on"
          action={
            <Anchor component={Link} to="/reedemInviteCode">
              Redeem an invite code
            </Anchor>
          }
        >
          Problems go to the company that services your pool. Once your account is linked to it, report here.
        </EmptyState>
      ) : (
        <Paper withBorder p="lg" maw={620}>
          <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
            <Stack>
              {errors.form ? <Text c="red">{errors.form}</Text> : null}
              <Select
                label="Pool"
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
                label="Equipment (if you know which)"
                name="equipmentId"
                data={gear.map(({ value, label }) => ({ value, label }))}
                value={equipmentId}
                onChange={setEquipmentId}
                error={errors.equipmentId}
                clearable
                disabled={gear.length === 0}
                placeholder={gear.length === 0 ? "No equipment recorded" : "Choose…"}
              />
              <Textarea
                label="What is wrong"
                name="description"
                description="What you see or hear, and since when."
                defaultValue={(values.description as string | undefined) ?? ""}
                error={errors.description}
                autosize
                minRows={3}
                withAsterisk
              />
              {/* A plain file input: phones offer the camera for it, and its label reaches it. */}
              <Input.Wrapper
                id="problem-photos"
                label="Photos"
                description={`Up to ${MAX_PHOTOS}, from the camera or the library`}
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
                Send to my pool company
              </Button>
            </Stack>
          </Form>
        </Paper>
      )}
    </>
  );
}
