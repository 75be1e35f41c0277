import { Anchor, Badge, Button, Code, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { readDeadLetters, retryDeadLetter } from "~/domain/platform/jobs.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/jobs";
import { adminOf, field } from "./admin.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "admin.jobs.title") }];
export const ErrorBoundary = RouteErrorBoundary;

/** Background jobs that failed every attempt (dead letters): Admin only, every view audit-logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  return withErrorPages(() => readDeadLetters(admin, { after }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await adminOf(context);
  const formData = await request.formData();
  return domainAction(formData, async () => {
    await retryDeadLetter(admin, field(formData, "jobId"));
    return redirectWithToast("/admin/jobs", "admin.jobs.retried");
  });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { items, after, next } = loaderData;
  return (
    <>
      <PageHeader title={t("admin.jobs.heading")} description={t("admin.jobs.description")} />
      {items.length === 0 ? (
        <EmptyState title={t("admin.jobs.empty")}>{t("admin.jobs.emptyText")}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t("admin.jobs.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("admin.jobs.job")}</Table.Th>
                <Table.Th>{t("admin.jobs.error")}</Table.Th>
                <Table.Th>{t("admin.jobs.attempts")}</Table.Th>
                <Table.Th>{t("admin.jobs.failed")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("admin.jobs.retry")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td>
                    <Text fw={500}>{job.name}</Text>
                    {job.key ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                        {job.key}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Code style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{job.error}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="red">
                      {job.attempts}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.dateTime(job.failedAt)}</Table.Td>
                  <Table.Td>
                    <Form method="post">
                      <input type="hidden" name="jobId" value={job.id} />
                      <Button
                        type="submit"
                        size="xs"
                        variant="light"
                        aria-label={t("admin.jobs.retryOf", { name: job.name })}
                      >
                        {t("admin.jobs.retry")}
                      </Button>
                    </Form>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {after || next ? (
        <Group mt="md" gap="md" component="nav" aria-label={t("admin.jobs.pages")}>
          {after ? (
            <Anchor component={Link} to="/admin/jobs">
              {t("admin.jobs.firstPage")}
            </Anchor>
          ) : null}
          {next ? (
            <Anchor component={Link} to={`/admin/jobs?after=${encodeURIComponent(next)}`}>
              {t("admin.jobs.nextPage")}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
