import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { PhotosPanel } from "~/components/forms/photos-panel";
import { parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { bold, Rich } from "~/components/i18n/rich";
import { DetailHeader } from "~/components/layout/detail-header";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { LocationMap } from "~/components/map/location-map";
import { tenantContext } from "~/context";
import { getCustomer } from "~/domain/customers/customers.server";
import {
  addLocationPhoto,
  getLocation,
  listBodiesAtLocation,
  setLocationArchived,
  updateLocation,
} from "~/domain/locations/locations.server";
import { formatAddress, locationSchema } from "~/domain/locations/schemas";
import { can } from "~/domain/tenant.server";
import { config } from "~/server/config.server";
import { prepareImageField } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { LocationForm } from "./location-form";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "places.location.title", { name: loaderData.location.addressLine })
      : pageTitle(matches, "places.location.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const location = await getLocation(tenant, params.serviceLocationId);
    const [customer, bodies] = await Promise.all([
      getCustomer(tenant, location.customerId),
      listBodiesAtLocation(tenant, location.id),
    ]);
    return {
      location,
      bodies,
      contacts: customer.contacts.map((c) => ({ id: c.id, name: c.name })),
      canWrite: can(tenant, "customers:write"),
      geocoderEnabled: Boolean(config.geocoderUrl),
      tileUrl: config.mapTileUrl,
      volumeUnit: tenant.units === "metric" ? "L" : "gal",
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/serviceLocations/details/${params.serviceLocationId}`;
  if (intent === "archive" || intent === "restore") {
    await withErrorPages(() => setLocationArchived(tenant, params.serviceLocationId, intent === "archive"));
    return redirectWithToast(
      here,
      intent === "archive" ? "places.location.archivedToast" : "places.location.restoredToast",
    );
  }
  if (intent === "photo") {
    const upload = await prepareImageField(formData, "photo", { required: true });
    if (!upload.ok) return data({ ...rejected(formData, { photo: upload.error }), intent }, { status: 400 });
    await withErrorPages(() => addLocationPhoto(tenant, params.serviceLocationId, upload.value!));
    return redirectWithToast(`${here}?tab=photos`, "places.location.photoAdded");
  }
  const parsed = parseForm(locationSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      const saved = await updateLocation(tenant, params.serviceLocationId, parsed.data);
      return redirectWithToast(
        here,
        saved.latitude === null ? "places.location.savedNoPin" : "places.location.saved",
      );
    },
    { intent: "save" },
  );
}

export default function LocationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const none = t("places.location.none");
  const f = useFormat();
  const { location, bodies, canWrite, volumeUnit } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : undefined;
  const failedIntent = failed && "intent" in failed ? failed.intent : undefined;
  const tabs = useDetailTab(
    "water",
    failedIntent === "save" ? "edit" : failedIntent === "photo" ? "photos" : undefined,
  );
  const points =
    location.latitude !== null && location.longitude !== null
      ? [
          {
            id: location.id,
            latitude: location.latitude,
            longitude: location.longitude,
            label: location.addressLine,
          },
        ]
      : [];
  return (
    <>
      <DetailHeader
        title={location.nickname ?? location.addressLine}
        description={
          <>
            {formatAddress(location)} ·{" "}
            <Anchor
              component={Link}
              to={`/company/customers/details/${location.customerId}`}
              underline="always"
            >
              {location.customerName}
            </Anchor>
          </>
        }
        archive={
          canWrite
            ? {
                archived: Boolean(location.archivedAt),
                name: location.addressLine,
                kind: "location",
                consequence: "The location leaves the location list and the routes.",
              }
            : undefined
        }
      />
      {location.latitude === null ? (
        <Alert color="orange" mb="md" title={t("places.location.noCoordinatesTitle")}>
          {t("places.location.noCoordinatesText")}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        <LocationMap
          label={t("places.location.map", { address: location.addressLine })}
          tileUrl={loaderData.tileUrl}
          points={points}
          height={260}
        />
        <Paper withBorder p="md">
          <Stack gap={6}>
            <Text size="sm">
              <Rich k="places.location.gateCode" values={{ b: bold, value: location.gateCode ?? none }} />
            </Text>
            <Text size="sm">
              <Rich k="places.location.dog" values={{ b: bold, value: location.dogName ?? none }} />
            </Text>
            <Text size="sm">
              <Rich k="places.location.minutes" values={{ b: bold, value: location.estimatedMinutes }} />
            </Text>
            <Text size="sm">
              <Rich
                k="places.location.accessNotes"
                values={{ b: bold, value: location.accessNotes ?? none }}
              />
            </Text>
            <Text size="sm">
              <Rich
                k="places.location.coordinates"
                values={{
                  b: bold,
                  value:
                    location.latitude === null
                      ? t("places.locations.missing")
                      : t("places.location.coordinatesValue", {
                          latitude: String(location.latitude),
                          longitude: String(location.longitude),
                          source: location.geocodedBy ?? t("places.location.typed"),
                        }),
                }}
              />
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="water">
            {t("places.location.tabBodies", { count: bodies.filter((b) => !b.archivedAt).length })}
          </Tabs.Tab>
          <Tabs.Tab value="photos">
            {t("places.location.tabPhotos", { count: location.photos.length })}
          </Tabs.Tab>
          {canWrite ? <Tabs.Tab value="edit">{t("places.location.tabEdit")}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="water">
          <Stack>
            {bodies.length === 0 ? <Text>{t("places.location.noBodies")}</Text> : null}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {bodies.map((b) => (
                <Card key={b.id} withBorder>
                  <Anchor component={Link} to={`/company/bodiesOfWater/details/${b.id}`} fw={600}>
                    {b.name}
                  </Anchor>
                  <Group gap={4} mt={4}>
                    <Badge variant="light">{b.kind}</Badge>
                    <Badge variant="outline">{b.sanitizer}</Badge>
                    <Badge variant="outline">{f.quantity(b.volume, volumeUnit)}</Badge>
                    {b.archivedAt ? <Badge color="gray">{t("places.customer.archivedBadge")}</Badge> : null}
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
            {canWrite ? (
              <Button
                component={Link}
                to={`/company/bodiesOfWater/createNew/${location.customerId}/${location.id}`}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                w="fit-content"
              >
                {t("places.location.addBody")}
              </Button>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <PhotosPanel
            photos={location.photos}
            name={location.addressLine}
            canWrite={canWrite}
            error={failedIntent === "photo" ? failed?.errors.photo : undefined}
          />
        </Tabs.Panel>
        {canWrite ? (
          <Tabs.Panel value="edit">
            <Title order={2} size="h4" mb="sm">
              {t("places.location.editTitle")}
            </Title>
            <LocationForm
              location={location}
              contacts={loaderData.contacts}
              actionData={failedIntent === "save" ? failed : undefined}
              submitLabel={t("places.location.save")}
              geocoderEnabled={loaderData.geocoderEnabled}
              tileUrl={loaderData.tileUrl}
            />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
