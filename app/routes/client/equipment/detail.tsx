import { Anchor, Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { NotFoundError } from "~/domain/errors";
import { ownerEquipmentDetail } from "~/domain/portal/portal.server";
import { ownerRepairRequests } from "~/domain/portal/repair-requests.server";
import { RepairRequestList } from "../my-pool/owner-sections";
import { usePoolWord } from "../my-pool/portal-view";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData?.item.category
      ? `${loaderData.item.category} — Drip Drop`
      : pageTitle(matches, "portal.title.equipment"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

/** One piece of equipment at the owner's pool; anyone else's (or an unknown id) is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  try {
    const item = await ownerEquipmentDetail(owner, params.equipmentId);
    return { item, requests: await ownerRepairRequests(owner, { equipmentId: item.id }) };
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}

export default function ClientEquipmentDetail({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const word = usePoolWord();
  const { item, requests } = loaderData;
  const name = [item.make, item.model].filter(Boolean).join(" ") || word(item.category);
  return (
    <>
      <PageHeader
        title={name}
        description={t("portal.equipment.where", {
          category: word(item.category),
          body: item.bodyName,
          address: item.address,
          company: item.companyName,
        })}
        actions={
          <Button
            component={Link}
            to={`/mypool/report?equipment=${item.id}`}
            leftSection={<IconAlertTriangle size={16} aria-hidden />}
          >
            {t("portal.myPool.report")}
          </Button>
        }
      />
      <Stack maw={960}>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            <Fact label={t("portal.equipment.status")}>
              <Badge variant="light">{word(item.status)}</Badge>
            </Fact>
            <Fact label={t("portal.equipment.makeModel")}>
              {[item.make, item.model].filter(Boolean).join(" ") || "—"}
            </Fact>
            <Fact label={t("portal.equipment.serial")}>{item.serialNumber ?? "—"}</Fact>
            <Fact label={t("portal.equipment.installed")}>{f.calendarDate(item.installedOn, "detail")}</Fact>
            <Fact label={t("portal.equipment.warranty")}>{f.calendarDate(item.warrantyUntil, "detail")}</Fact>
            <Fact label={t("portal.equipment.lastService")}>
              {f.calendarDate(item.lastServiceOn, "detail")}
            </Fact>
            <Fact label={t("portal.equipment.nextService")}>
              {f.calendarDate(item.nextServiceOn, "detail")}
            </Fact>
          </SimpleGrid>
        </Paper>
        <Title order={2} size="h4">
          {t("portal.equipment.parts")}
        </Title>
        {item.parts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("portal.equipment.noParts")}
          </Text>
        ) : (
          <StackedTable
            label={t("portal.equipment.parts")}
            rows={item.parts}
            rowKey={(p) => p.id}
            columns={[
              {
                header: t("portal.invoice.date"),
                title: true,
                cell: (p) => f.calendarDate(p.replacedOn, "detail"),
              },
              { header: t("portal.equipment.part"), cell: (p) => p.part },
              { header: t("portal.ownPool.notes"), cell: (p) => p.notes ?? "" },
            ]}
          />
        )}
        <Title order={2} size="h4">
          {t("portal.myPool.reported")}
        </Title>
        <RepairRequestList requests={requests} />
        <Anchor component={Link} to="/equipment">
          {t("portal.equipment.all")}
        </Anchor>
      </Stack>
    </>
  );
}
