import { Alert, Anchor, Badge, Button, SimpleGrid, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { ReadingHistory } from "~/components/charts/reading-history";
import { useFormat } from "~/components/format/format-provider";
import { PhotosPanel } from "~/components/forms/photos-panel";
import { parseForm, type Rejected, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { DetailHeader } from "~/components/layout/detail-header";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { FactCard } from "~/components/layout/fact";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { type Reading, readings, readingUnits } from "~/core/water/targets";
import { readingHistory } from "~/domain/service/reading-history.server";
import { listVisitPhotos } from "~/domain/service/visit-photos.server";
import { can } from "~/domain/tenant.server";
import {
  addBodyOfWaterPhoto,
  getBodyOfWater,
  setBodyOfWaterArchived,
  updateBodyOfWater,
} from "~/domain/water/bodies.server";
import { bodyOfWaterSchema, volumeUnit } from "~/domain/water/schemas";
import { getCompanyTargetDefaults } from "~/domain/water/target-defaults.server";
import { prepareImageField } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { BodyOfWaterForm } from "./body-form";
import { VisitPhotos } from "./visit-photos";
import {
  bodyKindKeys,
  equipmentCategoryLabel,
  equipmentStatusLabel,
  readingKeys,
  sanitizerKeys,
  shapeKeys,
  surfaceKeys,
} from "./water-labels";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "office.pool.title", { name: loaderData.body.name })
      : pageTitle(matches, "office.pool.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const body = await getBodyOfWater(tenant, params.bodyOfWaterId);
    const history = await readingHistory(tenant, body.id);
    const visitPhotos = await listVisitPhotos(tenant, body.location.id);
    return { body, history, visitPhotos, units: tenant.units, canWrite: can(tenant, "customers:write") };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/bodiesOfWater/details/${params.bodyOfWaterId}`;
  return withErrorPages(async () => {
    switch (intent) {
      case "archive":
      case "restore":
        await setBodyOfWaterArchived(tenant, params.bodyOfWaterId, intent === "archive");
        return redirectWithToast(
          here,
          intent === "archive" ? "office.pool.archivedToast" : "office.pool.restoredToast",
        );
      case "photo": {
        const upload = await prepareImageField(formData, "photo", { required: true });
        if (!upload.ok)
          return data({ ...rejected(formData, { photo: upload.error }), intent }, { status: 400 });
        await addBodyOfWaterPhoto(tenant, params.bodyOfWaterId, upload.value!);
        return redirectWithToast(`${here}?tab=photos`, "office.pool.photoToast");
      }
      default: {
        const parsed = parseForm(
          bodyOfWaterSchema(tenant.units, await getCompanyTargetDefaults(tenant)),
          formData,
        );
        if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
        return domainAction(
          formData,
          async () => {
            await updateBodyOfWater(tenant, params.bodyOfWaterId, parsed.data);
            return redirectWithToast(here, "office.pool.savedToast");
          },
          { intent: "save" },
        );
      }
    }
  });
}

export default function BodyOfWaterDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { body, units, canWrite, visitPhotos } = loaderData;
  const failed = actionData && !actionData.ok ? (actionData as Rejected & { intent?: string }) : undefined;
  const tabs = useDetailTab(
    "overview",
    failed?.intent === "save" ? "edit" : failed?.intent === "photo" ? "photos" : undefined,
  );
  const activeEquipment = body.equipment.filter((e) => !e.archivedAt);
  const unit = volumeUnit(units);
  return (
    <>
      <DetailHeader
        title={body.name}
        badges={
          <>
            <Badge variant="light" component="span">
              {t(bodyKindKeys[body.kind])}
            </Badge>
            {body.indoor ? (
              <Badge variant="outline" component="span">
                {t("office.pool.indoor")}
              </Badge>
            ) : null}
            {body.archivedAt ? (
              <Badge color="gray" variant="outline" component="span">
                {t("office.pool.archived")}
              </Badge>
            ) : null}
          </>
        }
        archive={
          canWrite
            ? {
                archived: Boolean(body.archivedAt),
                name: body.name,
                kind: "bodyOfWater",
                consequence: t("office.pool.archiveConsequence"),
              }
            : undefined
        }
      />
      <Text mb="md">
        <Rich
          k="office.pool.where"
          values={{
            place: body.location.nickname
              ? `${body.location.nickname} — ${body.location.address}`
              : body.location.address,
            name: body.customerName,
            location: (chunks) => (
              <Anchor component={Link} to={`/company/serviceLocations/details/${body.location.id}`}>
                {chunks}
              </Anchor>
            ),
            customer: (chunks) => (
              <Anchor component={Link} to={`/company/customers/details/${body.customerId}`}>
                {chunks}
              </Anchor>
            ),
          }}
        />
      </Text>
      {body.archivedAt ? (
        <Alert color="gray" mb="md" title={t("office.pool.archivedTitle")}>
          {t("office.pool.archivedBody")}
        </Alert>
      ) : null}
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{t("office.pool.overview")}</Tabs.Tab>
          <Tabs.Tab value="readings">
            {t("office.pool.readingsTab", { count: loaderData.history.length })}
          </Tabs.Tab>
          <Tabs.Tab value="equipment">
            {t("office.pool.equipmentTab", { count: activeEquipment.length })}
          </Tabs.Tab>
          <Tabs.Tab value="photos">
            {t("office.pool.photosTab", { count: body.photos.length + visitPhotos.length })}
          </Tabs.Tab>
          {canWrite ? <Tabs.Tab value="edit">{t("office.pool.edit")}</Tabs.Tab> : null}
        </Tabs.List>

        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
            <FactCard label={t("office.pool.volume")}>
              {f.quantity(body.volume, unit)}
              {body.volumeSource === "computed" && body.shape ? (
                <Text component="span" size="sm" c="dimmed" fw={400}>
                  {" "}
                  {t("office.pool.computed", { shape: t(shapeKeys[body.shape]) })}
                </Text>
              ) : null}
            </FactCard>
            <FactCard label={t("office.pool.sanitizer")}>{t(sanitizerKeys[body.sanitizer])}</FactCard>
            <FactCard label={t("office.pool.surface")}>{t(surfaceKeys[body.surface])}</FactCard>
            <FactCard label={t("office.pool.lastFilled")}>{f.calendarDate(body.lastFilledOn)}</FactCard>
          </SimpleGrid>
          <Title order={2} size="h4" mb="xs">
            {t("office.pool.targetsTitle")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("office.pool.targetsHelp", {
              sanitizer: t(sanitizerKeys[body.sanitizer]).toLocaleLowerCase(t.locale),
              surface: t(surfaceKeys[body.surface]).toLocaleLowerCase(t.locale),
            })}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("office.pool.reading")}</Table.Th>
                  <Table.Th>{t("office.pool.minimum")}</Table.Th>
                  <Table.Th>{t("office.pool.maximum")}</Table.Th>
                  <Table.Th>{t("office.pool.ideal")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {readings
                  .filter((r) => body.targets[r])
                  .map((r: Reading) => {
                    const range = body.targets[r]!;
                    const unitText = readingUnits[r] ? ` ${readingUnits[r]}` : "";
                    return (
                      <Table.Tr key={r}>
                        <Table.Td>
                          {t(readingKeys[r])}
                          {body.targetOverrides[r] ? (
                            <Badge ml="xs" size="sm" variant="light" color="grape">
                              {t("office.pool.custom")}
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {range.min}
                          {unitText}
                        </Table.Td>
                        <Table.Td>
                          {range.max}
                          {unitText}
                        </Table.Td>
                        <Table.Td>{range.ideal !== undefined ? `${range.ideal}${unitText}` : "—"}</Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>

        <Tabs.Panel value="readings">
          <ReadingHistory visits={loaderData.history} targets={body.targets} units={units} water={body} />
        </Tabs.Panel>

        <Tabs.Panel value="equipment">
          <Stack>
            {body.equipment.length === 0 ? (
              <Text>{t("office.pool.noEquipment")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("office.pool.equipment")}</Table.Th>
                      <Table.Th>{t("office.pool.status")}</Table.Th>
                      <Table.Th>{t("office.pool.nextService")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {body.equipment.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/company/equipment/details/${e.id}`} fw={600}>
                            {equipmentCategoryLabel(t, e.category)}
                          </Anchor>
                          <Text size="sm" c="dimmed">
                            {[e.make, e.model].filter(Boolean).join(" ") || "—"}
                          </Text>
                          {e.archivedAt ? (
                            <Badge color="gray" variant="outline" size="sm">
                              {t("office.pool.archived")}
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{equipmentStatusLabel(t, e.status)}</Table.Td>
                        <Table.Td>{f.calendarDate(e.nextServiceOn)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {canWrite ? (
              <Button
                component={Link}
                to={`/company/equipment/createNew/${body.id}`}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                w="fit-content"
              >
                {t("office.pool.addEquipment")}
              </Button>
            ) : null}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="photos">
          <PhotosPanel
            photos={body.photos}
            name={body.name}
            canWrite={canWrite}
            error={failed?.intent === "photo" ? failed.errors.photo : undefined}
          >
            {visitPhotos.length ? <VisitPhotos photos={visitPhotos} /> : null}
          </PhotosPanel>
        </Tabs.Panel>

        {canWrite ? (
          <Tabs.Panel value="edit">
            <BodyOfWaterForm
              body={body}
              units={units}
              companyTargets={body.companyTargetDefaults}
              actionData={failed?.intent === "save" ? failed : undefined}
              submitLabel={t("office.pool.save")}
            />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <Button component={Link} to="/company/bodiesOfWater" variant="subtle" mt="xl">
        {t("office.pool.back")}
      </Button>
    </>
  );
}
