import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { listOwnerAgreements } from "~/domain/money/agreement-answers.server";
import { AgreementStatusBadge } from "../../public/agreement-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Contracts — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** The pool owner's service agreements: every one a linked company sent them, in any company. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { agreements: await listOwnerAgreements(await db(), user.id) };
}

export default function ClientContracts({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { agreements } = loaderData;
  const waiting = agreements.filter((a) => a.status === "sent").length;
  return (
    <>
      <PageHeader
        title="Contracts"
        description={
          waiting
            ? `${waiting} service agreement${waiting === 1 ? "" : "s"} waiting for your answer.`
            : "The service agreements your pool companies sent you."
        }
      />
      {agreements.length === 0 ? (
        <EmptyState title="No agreements yet">
          When your pool company sends you a service agreement, it shows up here (and in your e-mail) for you
          to read and accept or decline.
        </EmptyState>
      ) : (
        <StackedTable
          label="Agreements"
          rows={agreements}
          rowKey={(a) => a.id}
          columns={[
            {
              header: "Agreement",
              title: true,
              cell: (a) => (
                <Anchor component={Link} to={`/contracts/contract/${a.id}`} fw={600}>
                  {a.label} · {a.title}
                </Anchor>
              ),
            },
            { header: "Company", cell: (a) => a.companyName },
            { header: "Status", cell: (a) => <AgreementStatusBadge status={a.status} /> },
            { header: "Rate", cell: (a) => a.rateText },
            { header: "Starts", cell: (a) => f.calendarDate(a.startsOn) },
            {
              header: "Answer by",
              cell: (a) => <Text size="sm">{a.status === "sent" ? f.calendarDate(a.acceptBy) : "—"}</Text>,
            },
          ]}
        />
      )}
    </>
  );
}
