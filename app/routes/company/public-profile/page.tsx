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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
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
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/page";
import { AboutFields, HoursFields, PhotosPanel } from "./page-sections";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "profile.page.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({
    listing: await getOwnListing(tenant),
    categories: await listServiceCategories(tenant),
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
      return redirectWithToast(here, { message: "profile.page.photoRemoved" });
    });
  if (intent === "photos") {
    const files = formFiles(formData, "photos");
    const photos = files.length
      ? await prepareUploads(files, { style: "photo" })
      : ({ ok: false, error: "profile.page.choosePhoto" } as const);
    if (!photos.ok)
      return data({ ...rejected(new FormData(), { photos: photos.error }), intent }, { status: 400 });
    return domainAction(
      new FormData(),
      async () => {
        await addPublicPhotos(tenant, photos.value);
        return redirectWithToast(here, {
          message: "profile.page.photosAdded",
          values: { count: files.length },
        });
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
    return redirectWithToast(here, { message: "profile.page.saved" });
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
  const t = useT();
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
      <PageHeader title={t("profile.page.heading")} description={t("profile.page.description")} />
      <Stack gap="lg" maw={1100}>
        {listing.platformStatus === "active" ? (
          <Alert color="teal" title={t("profile.page.liveTitle")}>
            <Rich
              k="profile.page.liveText"
              values={{
                url: publicUrl,
                link: (chunks) => (
                  <Anchor component={Link} to={publicUrl} underline="always">
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Alert>
        ) : (
          <Alert color="yellow" title={t("profile.page.notPublicTitle")}>
            {listing.platformStatus === "deactivated"
              ? t("profile.page.deactivated")
              : t("profile.page.inReview")}{" "}
            <Rich
              k="profile.page.seeSeller"
              values={{
                link: (chunks) => (
                  <Anchor component={Link} to="/company/seller" underline="always">
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Alert>
        )}
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t("profile.page.listing")}
          </Title>
          <Form method="post" onSubmit={onSubmit} noValidate>
            <Stack>
              <FormError message={errors.form} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={t("profile.page.companyName")} withAsterisk {...field("name")} />
                <TextInput
                  label={t("profile.page.website")}
                  description={t("profile.page.websiteHint")}
                  {...field("website")}
                />
                <TextInput label={t("profile.page.publicEmail")} type="email" {...field("email")} />
                <TextInput label={t("profile.page.publicPhone")} type="tel" {...field("phone")} />
                <TextInput label={t("profile.page.streetAddress")} {...field("addressLine")} />
                <TextInput label={t("profile.page.city")} {...field("city")} />
                <TextInput label={t("profile.page.region")} {...field("region")} />
                <TextInput label={t("profile.page.postalCode")} {...field("postalCode")} />
              </SimpleGrid>
              <Textarea
                label={t("profile.page.serviceZipCodes")}
                description={t("profile.page.serviceZipCodesHint")}
                autosize
                minRows={2}
                {...field("serviceZipCodes")}
              />
              <AboutFields listing={listing} categories={categories} values={values} errors={errors} />
              <HoursFields hours={listing.openingHours} values={values} errors={errors} />
              <Text size="sm" c="dimmed">
                <Rich
                  k="profile.page.logoIn"
                  values={{
                    link: (chunks) => (
                      <Anchor component={Link} to="/company/settings" underline="always">
                        {chunks}
                      </Anchor>
                    ),
                  }}
                />
              </Text>
              <Group>
                <Button type="submit" loading={busy}>
                  {t("profile.page.save")}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
        <PhotosPanel photos={listing.publicPhotos} max={maxPhotos} error={photoError} />
        <section aria-labelledby="preview-heading">
          <Title order={2} size="h4" mb="xs" id="preview-heading">
            {t("profile.page.preview")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t("profile.page.previewText")}
          </Text>
          <Paper withBorder p="md" bg="gray.0">
            <CompanyPageView listing={listing} sent={false} preview />
          </Paper>
        </section>
      </Stack>
    </>
  );
}
