import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { formText, parseForm, rejected } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import {
  addPublicPhotos,
  getOwnListing,
  listServiceCategories,
  MAX_PUBLIC_PHOTOS,
  removePublicPhoto,
  updatePublicProfile,
} from "~/domain/directory/directory.server";
import { publicProfileSchema } from "~/domain/directory/schemas";
import { formFiles, prepareUploads } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import { CompanyPageView } from "../../public/company-page-view";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/page";
import { AboutFields, HoursFields, PhotosPanel } from "./page-sections";

export const meta: Route.MetaFunction = () => [{ title: "Public Page — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => ({
    listing: await getOwnListing(tenant),
    categories: await listServiceCategories(tenant.db),
    maxPhotos: MAX_PUBLIC_PHOTOS,
  }));
}

const here = "/company/public-profile";

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "removePhoto")
    return domainAction(formData, async () => {
      await removePublicPhoto(tenant, formText(formData, "url"));
      return redirectWithToast(here, "Photo removed from your page.");
    });
  if (intent === "photos") {
    const files = formFiles(formData, "photos");
    const photos = files.length
      ? await prepareUploads(files, { style: "photo" })
      : ({ ok: false, error: "Choose at least one photo." } as const);
    if (!photos.ok)
      return data({ ...rejected(new FormData(), { photos: photos.error }), intent }, { status: 400 });
    return domainAction(
      new FormData(),
      async () => {
        await addPublicPhotos(tenant, photos.value);
        return redirectWithToast(here, files.length === 1 ? "Photo added." : `${files.length} photos added.`);
      },
      { intent },
    );
  }
  // The checkboxes send one "categories" entry each; the schema reads them joined.
  formData.set("categories", formData.getAll("categories").join(","));
  const parsed = parseForm(publicProfileSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    await updatePublicProfile(tenant, parsed.data);
    return redirectWithToast(here, "Public page saved.");
  });
}

type Field =
  | "name"
  | "email"
  | "phone"
  | "addressLine"
  | "city"
  | "region"
  | "postalCode"
  | "website"
  | "serviceZipCodes";

export default function PublicProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, categories, maxPhotos } = loaderData;
  const photoError =
    actionData && "intent" in actionData && !actionData.ok ? actionData.errors.photos : undefined;
  const { errors, values, onSubmit } = useValidatedForm(
    publicProfileSchema,
    actionData && "intent" in actionData ? undefined : actionData,
  );
  const busy = useNavigation().state === "submitting";
  const field = (name: Field) => {
    const saved = name === "serviceZipCodes" ? listing.serviceZipCodes.join(", ") : (listing[name] ?? "");
    return { name, defaultValue: (values[name] as string | undefined) ?? saved, error: errors[name] };
  };
  const publicUrl = `/pool-companies/${listing.id}`;
  return (
    <>
      <PageHeader
        title="Public Page"
        description="What pool owners see of your company in the Drip Drop directory, and where they request service."
      />
      <Stack gap="lg" maw={1100}>
        {listing.platformStatus === "active" ? (
          <Alert color="teal" title="Your page is live">
            Anyone can open it, no sign-in needed:{" "}
            <Anchor component={Link} to={publicUrl} underline="always">
              {publicUrl}
            </Anchor>
            . Requests sent from it arrive in Customers as leads.
          </Alert>
        ) : (
          <Alert color="yellow" title="Your page is not public yet">
            {listing.platformStatus === "deactivated"
              ? "Your company is deactivated on Drip Drop, so its page is hidden."
              : "Drip Drop reviews new companies before their page is listed; you can prepare it meanwhile."}{" "}
            See{" "}
            <Anchor component={Link} to="/company/seller" underline="always">
              Seller
            </Anchor>
            .
          </Alert>
        )}
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Listing
          </Title>
          <Form method="post" onSubmit={onSubmit} noValidate>
            <Stack>
              <FormError message={errors.form} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Company name" withAsterisk {...field("name")} />
                <TextInput label="Website" description="e.g. https://example.com" {...field("website")} />
                <TextInput label="Public e-mail" type="email" {...field("email")} />
                <TextInput label="Public phone" type="tel" {...field("phone")} />
                <TextInput label="Street address" {...field("addressLine")} />
                <TextInput label="City" {...field("city")} />
                <TextInput label="State or region" {...field("region")} />
                <TextInput label="Postal code" {...field("postalCode")} />
              </SimpleGrid>
              <Textarea
                label="Service ZIP codes"
                description="Pool owners searching these ZIP codes find you. Separate them with commas."
                autosize
                minRows={2}
                {...field("serviceZipCodes")}
              />
              <AboutFields listing={listing} categories={categories} values={values} errors={errors} />
              <HoursFields hours={listing.openingHours} values={values} errors={errors} />
              <Text size="sm" c="dimmed">
                Your logo is set in{" "}
                <Anchor component={Link} to="/company/settings" underline="always">
                  Settings
                </Anchor>
                .
              </Text>
              <Group>
                <Button type="submit" loading={busy}>
                  Save public page
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
        <PhotosPanel photos={listing.publicPhotos} max={maxPhotos} error={photoError} />
        <section aria-labelledby="preview-heading">
          <Title order={2} size="h4" mb="xs" id="preview-heading">
            Preview
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Your page exactly as visitors see it (the form is inactive here).
          </Text>
          <Paper withBorder p="md" bg="gray.0">
            <CompanyPageView listing={listing} sent={false} preview />
          </Paper>
        </section>
      </Stack>
    </>
  );
}
