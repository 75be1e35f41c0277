import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Tabs, Text } from "@mantine/core";
import { IconAlertTriangle, IconTool } from "@tabler/icons-react";
import { data, Form, Link, useNavigation } from "react-router";
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
import { todayIn } from "~/core/calendar/dates";
import { pressureFromPsi, pressureUnit } from "~/core/equipment/service";
import { companyFormat, formatterFor } from "~/core/format/format";
import {
  addEquipmentPhoto,
  addPart,
  getEquipment,
  recordService,
  setEquipmentArchived,
  updateEquipment,
} from "~/domain/equipment/equipment.server";
import { equipmentSchemaFor, partSchema } from "~/domain/equipment/schemas";
import { can } from "~/domain/tenant.server";
import { prepareImageField } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { equipmentCategoryKeys } from "../bodies-of-water/water-labels";
import type { Route } from "./+types/detail";
import { DueBadge, StatusBadge } from "./badges";
import { EquipmentForm } from "./equipment-form";
import { PartsPanel } from "./parts-panel";

type Titled = { category: string; make: string | null; model: string | null };

/** "Pump — Pentair IntelliFlo": the category in the reader's language (`label` translates a key), then make and model. */
function titleOf(
  label: (key: (typeof equipmentCategoryKeys)[keyof typeof equipmentCategoryKeys]) => string,
  e: Titled,
) {
  const category =
    e.category in equipmentCategoryKeys
      ? label(equipmentCategoryKeys[e.category as keyof typeof equipmentCategoryKeys])
      : e.category.charAt(0).toUpperCase() + e.category.slice(1);
  return [category, [e.make, e.model].filter(Boolean).join(" ")].filter(Boolean).join(" — ");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "office.equipment.title", {
          name: titleOf((key) => pageTitle(matches, key), loaderData.item),
        })
      : pageTitle(matches, "office.equipment.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const item = await getEquipment(tenant, params.equipmentId);
    return {
      item,
      units: tenant.units,
      today: todayIn(tenant.timeZone),
      canWrite: can(tenant, "customers:write"),
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/equipment/details/${params.equipmentId}`;
  return withErrorPages(async () => {
    switch (intent) {
      case "archive":
      case "restore": {
        await setEquipmentArchived(tenant, params.equipmentId, intent === "archive");
        return redirectWithToast(
          here,
          intent === "archive" ? "office.equipment.archived" : "office.equipment.restored",
        );
      }
      case "recordService":
        return domainAction(
          formData,
          async () => {
            const saved = await recordService(tenant, params.equipmentId, todayIn(tenant.timeZone));
            return redirectWithToast(
              here,
              saved.nextServiceOn
                ? {
                    message: "office.equipment.serviceRecordedNext",
                    values: { date: f.calendarDate(saved.nextServiceOn) },
                  }
                : "office.equipment.serviceRecorded",
            );
          },
          { intent },
        );
      case "addPart": {
        const parsed = parseForm(partSchema, formData);
        if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
        return domainAction(
          formData,
          async () => {
            await addPart(tenant, params.equipmentId, parsed.data);
            return redirectWithToast(`${here}?tab=parts`, "office.equipment.partLogged");
          },
          { intent },
        );
      }
      case "photo": {
        const upload = await prepareImageField(formData, "photo", { required: true });
        if (!upload.ok)
          return data({ ...rejected(formData, { photo: upload.error }), intent }, { status: 400 });
        await addEquipmentPhoto(tenant, params.equipmentId, upload.value!);
        return redirectWithToast(`${here}?tab=photos`, "office.equipment.photoAdded");
      }
      default: {
        const parsed = parseForm(equipmentSchemaFor(tenant.units), formData);
        if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
        return domainAction(
          formData,
          async () => {
            await updateEquipment(tenant, params.equipmentId, parsed.data);
            return redirectWithToast(here, "office.equipment.saved");
          },
          { intent: "save" },
        );
      }
    }
  });
}

/** "Every 3 months": the schedule's words per stored unit. */
const everyKeys = {
  days: "office.equipment.everyDays",
  weeks: "office.equipment.everyWeeks",
  months: "office.equipment.everyMonths",
} as const;

export default function EquipmentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { item, today, canWrite } = loaderData;
  const title = titleOf(t, item);
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? (actionData as Rejected & { intent?: string }) : undefined;
  const tabs = useDetailTab(
    "parts",
    failed?.intent === "save"
      ? "edit"
      : failed?.intent === "addPart"
        ? "parts"
        : failed?.intent === "photo"
          ? "photos"
          : undefined,
  );
  const pressure = item.filterStatus;
  return (
    <>
      <DetailHeader
        title={title}
        badges={
          <>
            <StatusBadge status={item.status} />
            <DueBadge due={item.due} dueSoon={item.dueSoon} />
            {item.archivedAt ? (
              <Badge color="gray" variant="outline" component="span">
                {t("office.equipment.archivedBadge")}
              </Badge>
            ) : null}
          </>
        }
        actions={
          canWrite ? (
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="recordService"
                leftSection={<IconTool size={16} aria-hidden />}
                loading={busy}
              >
                {t("office.equipment.recordService")}
              </Button>
            </Form>
          ) : null
        }
        archive={
          canWrite
            ? {
                archived: Boolean(item.archivedAt),
                name: title,
                kind: "equipment",
                consequence: t("office.equipment.archiveConsequence"),
              }
            : undefined
        }
      />
      <Text mb="md">
        <Rich
          k="office.equipment.onFor"
          values={{
            pool: item.bodyOfWaterName,
            customer: item.customerName,
            poolLink: (chunks) => (
              <Anchor component={Link} to={`/company/bodiesOfWater/details/${item.bodyOfWaterId}`}>
                {chunks}
              </Anchor>
            ),
            customerLink: (chunks) => (
              <Anchor component={Link} to={`/company/customers/details/${item.customerId}`}>
                {chunks}
              </Anchor>
            ),
          }}
        />
      </Text>
      {failed?.intent === "recordService" ? (
        <Alert color="red" mb="md" role="alert" title={t("office.equipment.serviceNotRecorded")}>
          {t.text(Object.values(failed.errors)[0] ?? "")}
        </Alert>
      ) : null}
      {item.archivedAt ? (
        <Alert color="gray" mb="md" title={t("office.equipment.archivedTitle")}>
          {t("office.equipment.archivedText")}
        </Alert>
      ) : null}
      {pressure.status === "clean filter" ? (
        <Alert
          color="orange"
          mb="md"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("office.equipment.cleanFilter")}
        >
          {t("office.equipment.pressureRise", {
            rise: String(pressureFromPsi(pressure.rise ?? 0, loaderData.units)),
            unit: pressureUnit(loaderData.units),
          })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="lg">
        <FactCard label={t("office.equipment.nextService")}>
          <Group gap={6}>
            {f.calendarDate(item.nextServiceOn)}
            <DueBadge due={item.due} dueSoon={item.dueSoon} />
          </Group>
        </FactCard>
        <FactCard label={t("office.equipment.lastServiced")}>{f.calendarDate(item.lastServiceOn)}</FactCard>
        <FactCard label={t("office.equipment.schedule")}>
          {item.serviceEvery && item.serviceUnit && item.serviceUnit in everyKeys
            ? t(everyKeys[item.serviceUnit as keyof typeof everyKeys], { count: item.serviceEvery })
            : t("office.equipment.scheduleNone")}
        </FactCard>
        <FactCard label={t("office.equipment.installed")}>{f.calendarDate(item.installedOn)}</FactCard>
        <FactCard label={t("office.equipment.warrantyUntil")}>{f.calendarDate(item.warrantyUntil)}</FactCard>
        <FactCard label={t("office.equipment.pressureCleanNow")}>
          {item.cleanPressurePsi === null ? "—" : pressureFromPsi(item.cleanPressurePsi, loaderData.units)} /{" "}
          {item.currentPressurePsi === null
            ? "—"
            : pressureFromPsi(item.currentPressurePsi, loaderData.units)}{" "}
          {pressureUnit(loaderData.units)}
        </FactCard>
        {item.serialNumber ? (
          <FactCard label={t("office.equipment.serialNumber")}>{item.serialNumber}</FactCard>
        ) : null}
        {item.uninstalledOn ? (
          <FactCard label={t("office.equipment.removed")}>{f.calendarDate(item.uninstalledOn)}</FactCard>
        ) : null}
      </SimpleGrid>
      {item.notes ? (
        <Text mb="lg" style={{ whiteSpace: "pre-line" }}>
          {item.notes}
        </Text>
      ) : null}
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="parts">{t("office.equipment.partsTab", { count: item.parts.length })}</Tabs.Tab>
          <Tabs.Tab value="photos">{t("office.equipment.photosTab", { count: item.photos.length })}</Tabs.Tab>
          {canWrite ? <Tabs.Tab value="edit">{t("office.equipment.editTab")}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="parts">
          <PartsPanel
            parts={item.parts}
            today={today}
            canWrite={canWrite}
            actionData={failed?.intent === "addPart" ? failed : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <PhotosPanel
            photos={item.photos}
            name={title}
            canWrite={canWrite}
            error={failed?.intent === "photo" ? failed.errors.photo : undefined}
          />
        </Tabs.Panel>
        {canWrite ? (
          <Tabs.Panel value="edit">
            <EquipmentForm
              item={item}
              units={loaderData.units}
              actionData={failed?.intent === "save" ? failed : undefined}
              submitLabel={t("office.equipment.save")}
            />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <Button component={Link} to="/company/equipmentList" variant="subtle" mt="xl">
        {t("office.equipment.back")}
      </Button>
    </>
  );
}
