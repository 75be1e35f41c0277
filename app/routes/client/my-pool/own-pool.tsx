import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { sanitizers, surfaces } from "~/core/water/targets";
import { db } from "~/db/client.server";
import { NotFoundError } from "~/domain/errors";
import { addOwnPool, deleteOwnPool, getOwnPool, updateOwnPool } from "~/domain/portal/owner-pools.server";
import { ownerPoolSchema } from "~/domain/portal/schemas";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/own-pool";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.poolId === NEW ? "Describe your pool" : "Edit your pool"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

/** `/mypool/own/new` adds a pool; any other id edits that pool. */
const NEW = "new";
const kinds = ["pool", "spa", "fountain", "water feature"] as const;
const choices = (list: readonly string[]) =>
  list.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) }));

async function found<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}

/** Adds, or edits and deletes, one of the owner's own pools (anyone else's, or an unknown id: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  if (params.poolId === NEW) return { pool: null };
  const poolId = params.poolId;
  return { pool: await found(async () => getOwnPool(await db(), user.id, poolId)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const database = await db();
  const formData = await request.formData();
  const poolId = params.poolId === NEW ? null : params.poolId;
  if (poolId && formData.get("intent") === "delete") {
    const gone = await found(() => deleteOwnPool(database, user.id, poolId));
    return redirectWithToast("/mypool", `${gone.name} deleted.`);
  }
  const parsed = parseForm(ownerPoolSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  if (poolId) {
    await found(() => updateOwnPool(database, user.id, poolId, parsed.data));
    return redirectWithToast("/mypool", `${parsed.data.name} saved.`);
  }
  await addOwnPool(database, user.id, parsed.data);
  return redirectWithToast("/mypool", `${parsed.data.name} added.`);
}

export default function OwnPoolForm({ loaderData, actionData }: Route.ComponentProps) {
  const { pool } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(ownerPoolSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const v = (key: string, fallback: string) => (values[key] as string | undefined) ?? fallback;
  return (
    <>
      <PageHeader
        title={pool ? `Edit ${pool.name}` : "Describe your pool"}
        description="For your own records, and to find a pool company near you. Only you see it."
      />
      <Paper withBorder p="lg" maw={720}>
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label="Name"
              name="name"
              placeholder="Backyard pool"
              defaultValue={v("name", pool?.name ?? "")}
              error={errors.name}
              withAsterisk
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Kind"
                name="kind"
                data={choices(kinds)}
                defaultValue={v("kind", pool?.kind ?? "pool")}
                error={errors.kind}
                allowDeselect={false}
              />
              <NumberInput
                label="Volume (gallons)"
                name="volumeGallons"
                min={1}
                thousandSeparator=","
                allowDecimal={false}
                defaultValue={v("volumeGallons", pool?.volumeGallons ? String(pool.volumeGallons) : "")}
                error={errors.volumeGallons}
              />
              <Select
                label="Sanitizer"
                name="sanitizer"
                data={choices(sanitizers)}
                defaultValue={v("sanitizer", pool?.sanitizer ?? "chlorine")}
                error={errors.sanitizer}
                allowDeselect={false}
              />
              <Select
                label="Surface"
                name="surface"
                data={choices(surfaces)}
                defaultValue={v("surface", pool?.surface ?? "plaster")}
                error={errors.surface}
                allowDeselect={false}
              />
              <TextInput
                label="Address"
                name="address"
                autoComplete="street-address"
                defaultValue={v("address", pool?.address ?? "")}
                error={errors.address}
              />
              <TextInput
                label="ZIP code"
                name="postalCode"
                autoComplete="postal-code"
                description="We use it to find companies serving your area."
                defaultValue={v("postalCode", pool?.postalCode ?? "")}
                error={errors.postalCode}
              />
            </SimpleGrid>
            <Textarea
              label="Notes"
              name="notes"
              autosize
              minRows={2}
              defaultValue={v("notes", pool?.notes ?? "")}
              error={errors.notes}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {pool ? "Save pool" : "Add pool"}
              </Button>
              <Anchor component={Link} to="/mypool">
                Cancel
              </Anchor>
            </Group>
          </Stack>
        </Form>
        {pool ? (
          <Group mt="lg">
            <ConfirmActionButton
              label="Delete this pool"
              title={`Delete ${pool.name}?`}
              confirmLabel="Delete"
              intent="delete"
            >
              {`${pool.name} and its notes will be gone. This cannot be undone.`}
            </ConfirmActionButton>
          </Group>
        ) : null}
      </Paper>
    </>
  );
}
