import { Anchor, Badge } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { ownerEquipment } from "~/domain/portal/portal.server";
import { equipmentName, usePoolWord } from "../my-pool/portal-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.equipment") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** Every piece of equipment at the owner's pools, in every linked company. */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  return { equipment: await ownerEquipment(owner) };
}

export default function ClientEquipment({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const word = usePoolWord();
  const { equipment } = loaderData;
  return (
    <>
      <PageHeader title={t("portal.myPool.equipment")} description={t("portal.equipment.description")} />
      {equipment.length === 0 ? (
        <EmptyState title={t("portal.equipment.empty")}>{t("portal.equipment.emptyText")}</EmptyState>
      ) : (
        <StackedTable
          label={t("portal.myPool.equipment")}
          rows={equipment}
          rowKey={(e) => e.id}
          columns={[
            {
              header: t("portal.myPool.equipment"),
              title: true,
              cell: (e) => (
                <Anchor component={Link} to={`/equipment/${e.id}`} fw={600}>
                  {equipmentName(e, word)}
                </Anchor>
              ),
            },
            { header: t("portal.equipment.pool"), cell: (e) => `${e.bodyName} · ${e.companyName}` },
            {
              header: t("portal.equipment.status"),
              cell: (e) => <Badge variant="light">{word(e.status)}</Badge>,
            },
            { header: t("portal.equipment.lastService"), cell: (e) => f.calendarDate(e.lastServiceOn) },
            { header: t("portal.equipment.nextService"), cell: (e) => f.calendarDate(e.nextServiceOn) },
          ]}
        />
      )}
    </>
  );
}
