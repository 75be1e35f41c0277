import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { listOwnerAgreements } from "~/domain/money/agreement-answers.server";
import { AgreementStatusBadge } from "../../public/agreement-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.contracts") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** The pool owner's service agreements: every one a linked company sent them, in any company. */
export async function loader({ context }: Route.LoaderArgs) {
  return { agreements: await listOwnerAgreements(context.get(ownerContext)) };
}

export default function ClientContracts({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { agreements } = loaderData;
  const waiting = agreements.filter((a) => a.status === "sent").length;
  return (
    <>
      <PageHeader
        title={t("portal.contracts.title")}
        description={
          waiting ? t("portal.contracts.waiting", { count: waiting }) : t("portal.contracts.description")
        }
      />
      {agreements.length === 0 ? (
        <EmptyState title={t("portal.contracts.empty")}>{t("portal.contracts.emptyText")}</EmptyState>
      ) : (
        <StackedTable
          label={t("portal.contracts.agreements")}
          rows={agreements}
          rowKey={(a) => a.id}
          columns={[
            {
              header: t("portal.contracts.agreement"),
              title: true,
              cell: (a) => (
                <Anchor component={Link} to={`/contracts/contract/${a.id}`} fw={600}>
                  {a.label} · {a.title}
                </Anchor>
              ),
            },
            { header: t("portal.invoices.company"), cell: (a) => a.companyName },
            { header: t("portal.equipment.status"), cell: (a) => <AgreementStatusBadge status={a.status} /> },
            { header: t("portal.agreement.rate"), cell: (a) => a.rateText },
            { header: t("portal.agreement.starts"), cell: (a) => f.calendarDate(a.startsOn) },
            {
              header: t("portal.agreement.answerBy"),
              cell: (a) => <Text size="sm">{a.status === "sent" ? f.calendarDate(a.acceptBy) : "—"}</Text>,
            },
          ]}
        />
      )}
    </>
  );
}
