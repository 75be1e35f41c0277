import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Tabs, Text } from "@mantine/core";
import { IconAlertTriangle, IconTool } from "@tabler/icons-react";
import { data, Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ArchiveButton } from "~/components/forms/archive-button";
import { PhotosPanel } from "~/components/forms/photos-panel";
import { parseForm, type Rejected, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
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
import { todayIn } from "~/domain/water/schemas";
import { prepareImageField } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { DueBadge, StatusBadge } from "./badges";
import { EquipmentForm } from "./equipment-form";
import { PartsPanel } from "./parts-panel";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleOf = (e: { category: string; make: string | null; model: string | null }) =>
  [capitalize(e.category), [e.make, e.model].filter(Boolean).join(" ")].filter(Boolean).join(" — ");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? titleOf(loaderData.item) : "Equipment"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
  return domain(async () => {
    switch (intent) {
      case "archive":
      case "restore": {
        await setEquipmentArchived(tenant, params.equipmentId, intent === "archive");
        return redirectWithToast(here, intent === "archive" ? "Equipment archived." : "Equipment restored.");
      }
      case "recordService":
        return domainAction(
          formData,
          async () => {
            const saved = await recordService(tenant, params.equipmentId, todayIn(tenant.timeZone));
            return redirectWithToast(
              here,
              saved.nextServiceOn
                ? `Service recorded. Next service ${f.calendarDate(saved.nextServiceOn)}.`
                : "Service recorded.",
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
            return redirectWithToast(`${here}?tab=parts`, "Part logged.");
          },
          { intent },
        );
      }
      case "photo": {
        const upload = await prepareImageField(formData, "photo", { required: true });
        if (!upload.ok)
          return data({ ...rejected(formData, { photo: upload.error }), intent }, { status: 400 });
        await addEquipmentPhoto(tenant, params.equipmentId, upload.value!);
        return redirectWithToast(`${here}?tab=photos`, "Photo added.");
      }
      default: {
        const parsed = parseForm(equipmentSchemaFor(tenant.units), formData);
        if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
        return domainAction(
          formData,
          async () => {
            await updateEquipment(tenant, params.equipmentId, parsed.data);
            return redirectWithToast(here, "Equipment saved.");
          },
          { intent: "save" },
        );
      }
    }
  });
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fw={600}>
        {children}
      </Text>
    </Paper>
  );
}

export default function EquipmentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { item, today, canWrite } = loaderData;
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
      <PageHeader
        title={titleOf(item)}
        description={
          <Group gap="xs" component="span">
            <StatusBadge status={item.status} />
            <DueBadge due={item.due} dueSoon={item.dueSoon} />
            {item.archivedAt ? (
              <Badge color="gray" variant="outline" component="span">
                archived
              </Badge>
            ) : null}
          </Group>
        }
        actions={
          canWrite ? (
            <Group gap="xs">
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value="recordService"
                  leftSection={<IconTool size={16} aria-hidden />}
                  loading={busy}
                >
                  Record service today
                </Button>
              </Form>
              <ArchiveButton
                archived={Boolean(item.archivedAt)}
                name={titleOf(item)}
                kind="equipment"
                consequence={t("office.equipment.archiveConsequence")}
              />
            </Group>
          ) : null
        }
      />
      <Text mb="md">
        On{" "}
        <Anchor component={Link} to={`/company/bodiesOfWater/details/${item.bodyOfWaterId}`}>
          {item.bodyOfWaterName}
        </Anchor>{" "}
        for{" "}
        <Anchor component={Link} to={`/company/customers/details/${item.customerId}`}>
          {item.customerName}
        </Anchor>
      </Text>
      {failed?.intent === "recordService" ? (
        <Alert color="red" mb="md" role="alert" title="Service not recorded">
          {Object.values(failed.errors)[0]}
        </Alert>
      ) : null}
      {item.archivedAt ? (
        <Alert color="gray" mb="md" title="Archived">
          This equipment is archived: hidden from lists, with its history kept.
        </Alert>
      ) : null}
      {pressure.status === "clean filter" ? (
        <Alert color="orange" mb="md" icon={<IconAlertTriangle aria-hidden />} title="Clean the filter">
          The pressure is {pressureFromPsi(pressure.rise ?? 0, loaderData.units)}{" "}
          {pressureUnit(loaderData.units)} over its clean pressure.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="lg">
        <Fact label="Next service">
          <Group gap={6}>
            {f.calendarDate(item.nextServiceOn)}
            <DueBadge due={item.due} dueSoon={item.dueSoon} />
          </Group>
        </Fact>
        <Fact label="Last serviced">{f.calendarDate(item.lastServiceOn)}</Fact>
        <Fact label="Schedule">
          {item.serviceEvery && item.serviceUnit
            ? `Every ${item.serviceEvery} ${item.serviceEvery === 1 ? item.serviceUnit.replace(/s$/, "") : item.serviceUnit}`
            : "None"}
        </Fact>
        <Fact label="Installed">{f.calendarDate(item.installedOn)}</Fact>
        <Fact label="Warranty until">{f.calendarDate(item.warrantyUntil)}</Fact>
        <Fact label="Pressure (clean / now)">
          {item.cleanPressurePsi === null ? "—" : pressureFromPsi(item.cleanPressurePsi, loaderData.units)} /{" "}
          {item.currentPressurePsi === null
            ? "—"
            : pressureFromPsi(item.currentPressurePsi, loaderData.units)}{" "}
          {pressureUnit(loaderData.units)}
        </Fact>
        {item.serialNumber ? <Fact label="Serial number">{item.serialNumber}</Fact> : null}
        {item.uninstalledOn ? <Fact label="Removed">{f.calendarDate(item.uninstalledOn)}</Fact> : null}
      </SimpleGrid>
      {item.notes ? (
        <Text mb="lg" style={{ whiteSpace: "pre-line" }}>
          {item.notes}
        </Text>
      ) : null}
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="parts">Parts replaced ({item.parts.length})</Tabs.Tab>
          <Tabs.Tab value="photos">Photos ({item.photos.length})</Tabs.Tab>
          {canWrite ? <Tabs.Tab value="edit">Edit</Tabs.Tab> : null}
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
            name={titleOf(item)}
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
              submitLabel="Save equipment"
            />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <Button component={Link} to="/company/equipmentList" variant="subtle" mt="xl">
        Back to equipment
      </Button>
    </>
  );
}
