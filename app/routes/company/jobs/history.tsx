import { Anchor, Button, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { wordFor } from "~/core/i18n/word-for";
import { jobHeader, jobHistoryOf } from "~/domain/operations/job-detail.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/history";
import { actionLabels } from "./job-badges";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "work.jobHistory.title", { job: loaderData.job.label })
      : pageTitle(matches, "work.jobHistory.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const job = await jobHeader(tenant, params.jobId);
    const history = await jobHistoryOf(tenant, params.jobId);
    return { job, history };
  });
}

export default function JobHistory({ loaderData }: Route.ComponentProps) {
  const { job, history } = loaderData;
  const f = useFormat();
  const t = useT();
  const when = (at: string | Date) => f.dateTime(at);
  return (
    <>
      <PageHeader
        title={t("work.jobHistory.heading", { job: job.label })}
        description={
          <Anchor component={Link} to={`/company/jobs/detail/${job.id}`} underline="always">
            {job.title}
          </Anchor>
        }
      />
      {history.length === 0 ? (
        <EmptyState title={t("work.jobHistory.empty")}>{t("work.jobHistory.emptyHelp")}</EmptyState>
      ) : (
        <ScrollRegion label={t("work.jobHistory.scroll")} minWidth={680}>
          <Table striped aria-label={t("work.jobHistory.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("work.jobHistory.when")}</Table.Th>
                <Table.Th>{t("work.jobHistory.who")}</Table.Th>
                <Table.Th>{t("work.jobHistory.action")}</Table.Th>
                <Table.Th>{t("work.jobHistory.changed")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{when(h.at)}</Table.Td>
                  <Table.Td>{h.actorName}</Table.Td>
                  <Table.Td>{wordFor(t, actionLabels, h.action)}</Table.Td>
                  <Table.Td>
                    {h.changes.length === 0 ? (
                      "—"
                    ) : (
                      <Stack gap={2}>
                        {h.changes.map((c, i) => (
                          <Text size="sm" key={`${c.field}-${i}`}>
                            <strong>{c.field}</strong>: {c.from === null ? "" : `${c.from} → `}
                            {c.to ?? t("work.jobHistory.none")}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Button component={Link} to={`/company/jobs/detail/${job.id}`} variant="subtle" mt="xl">
        {t("work.jobHistory.back")}
      </Button>
    </>
  );
}
