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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { sanitizers, surfaces } from "~/core/water/targets";
import { NotFoundError } from "~/domain/errors";
import { addOwnPool, deleteOwnPool, getOwnPool, updateOwnPool } from "~/domain/portal/owner-pools.server";
import { ownerPoolSchema } from "~/domain/portal/schemas";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/own-pool";
import { usePoolWord } from "./portal-view";

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, params.poolId === NEW ? "portal.title.newPool" : "portal.title.editPool") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** `/mypool/own/new` adds a pool; any other id edits that pool. */
const NEW = "new";
const kinds = ["pool", "spa", "fountain", "water feature"] as const;
const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

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
  const owner = context.get(ownerContext);
  if (params.poolId === NEW) return { pool: null };
  const poolId = params.poolId;
  return { pool: await found(async () => getOwnPool(owner, poolId)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = context.get(ownerContext);
  const formData = await request.formData();
  const poolId = params.poolId === NEW ? null : params.poolId;
  if (poolId && formData.get("intent") === "delete") {
    const gone = await found(() => deleteOwnPool(owner, poolId));
    return redirectWithToast("/mypool", { message: "portal.ownPool.deleted", values: { name: gone.name } });
  }
  const parsed = parseForm(ownerPoolSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  if (poolId) {
    await found(() => updateOwnPool(owner, poolId, parsed.data));
    return redirectWithToast("/mypool", {
      message: "portal.ownPool.saved",
      values: { name: parsed.data.name },
    });
  }
  await addOwnPool(owner, parsed.data);
  return redirectWithToast("/mypool", {
    message: "portal.ownPool.added",
    values: { name: parsed.data.name },
  });
}

export default function OwnPoolForm({ loaderData, actionData }: Route.ComponentProps) {
  const { pool } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(ownerPoolSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const v = (key: string, fallback: string) => (values[key] as string | undefined) ?? fallback;
  const t = useT();
  const word = usePoolWord();
  const choices = (list: readonly string[]) =>
    list.map((value) => ({ value, label: capitalized(word(value)) }));
  return (
    <>
      <PageHeader
        title={pool ? t("portal.ownPools.editLabel", { name: pool.name }) : t("portal.ownPool.new")}
        description={t("portal.ownPool.description")}
      />
      <Paper withBorder p="lg" maw={720}>
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label={t("portal.ownPool.name")}
              name="name"
              placeholder={t("portal.ownPool.namePlaceholder")}
              defaultValue={v("name", pool?.name ?? "")}
              error={errors.name}
              withAsterisk
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("portal.pool.kind")}
                name="kind"
                data={choices(kinds)}
                defaultValue={v("kind", pool?.kind ?? "pool")}
                error={errors.kind}
                allowDeselect={false}
              />
              <NumberInput
                label={t("portal.ownPool.volume")}
                name="volumeGallons"
                min={1}
                thousandSeparator=","
                allowDecimal={false}
                defaultValue={v("volumeGallons", pool?.volumeGallons ? String(pool.volumeGallons) : "")}
                error={errors.volumeGallons}
              />
              <Select
                label={t("portal.pool.sanitizer")}
                name="sanitizer"
                data={choices(sanitizers)}
                defaultValue={v("sanitizer", pool?.sanitizer ?? "chlorine")}
                error={errors.sanitizer}
                allowDeselect={false}
              />
              <Select
                label={t("portal.pool.surface")}
                name="surface"
                data={choices(surfaces)}
                defaultValue={v("surface", pool?.surface ?? "plaster")}
                error={errors.surface}
                allowDeselect={false}
              />
              <TextInput
                label={t("portal.pool.address")}
                name="address"
                autoComplete="street-address"
                defaultValue={v("address", pool?.address ?? "")}
                error={errors.address}
              />
              <TextInput
                label={t("portal.ownPool.zip")}
                name="postalCode"
                autoComplete="postal-code"
                description={t("portal.ownPool.zipDescription")}
                defaultValue={v("postalCode", pool?.postalCode ?? "")}
                error={errors.postalCode}
              />
            </SimpleGrid>
            <Textarea
              label={t("portal.ownPool.notes")}
              name="notes"
              autosize
              minRows={2}
              defaultValue={v("notes", pool?.notes ?? "")}
              error={errors.notes}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {pool ? t("portal.ownPool.save") : t("portal.ownPool.add")}
              </Button>
              <Anchor component={Link} to="/mypool">
                {t("portal.common.cancel")}
              </Anchor>
            </Group>
          </Stack>
        </Form>
        {pool ? (
          <Group mt="lg">
            <ConfirmActionButton
              label={t("portal.ownPool.delete")}
              title={t("portal.ownPool.deleteTitle", { name: pool.name })}
              confirmLabel={t("portal.common.delete")}
              intent="delete"
            >
              {t("portal.ownPool.deleteText", { name: pool.name })}
            </ConfirmActionButton>
          </Group>
        ) : null}
      </Paper>
    </>
  );
}
