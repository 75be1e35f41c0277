import { Anchor, Badge, Button, Code, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { readDeadLetters, retryDeadLetter } from "~/domain/platform/jobs.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../shared/domain-errors.server";
import type { Route } from "./+types/jobs";
import { adminOf, field } from "./admin.server";

export const meta: Route.MetaFunction = () => [{ title: "Jobs — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** Background jobs that failed every attempt (dead letters): Admin only, every view audit-logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  return domain(() => readDeadLetters(admin, { after }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await adminOf(context);
  const formData = await request.formData();
  return domainAction(formData, async () => {
    await retryDeadLetter(admin, field(formData, "jobId"));
    return redirectWithToast("/admin/jobs", "Job sent back to its queue: it runs again in a moment.");
  });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { items, after, next } = loaderData;
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Background jobs (e-mails, autopay charges, hourly upkeep) that failed every attempt, oldest first. Retry one when its cause is fixed."
      />
      {items.length === 0 ? (
        <EmptyState title="No failed jobs">
          Every background job ran, or is still being retried. A job that fails all its attempts shows up
          here.
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Failed jobs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Error</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Retry</VisuallyHidden>
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
                      <Button type="submit" size="xs" variant="light" aria-label={`Retry ${job.name}`}>
                        Retry
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
        <Group mt="md" gap="md" component="nav" aria-label="Pages">
          {after ? (
            <Anchor component={Link} to="/admin/jobs">
              First page
            </Anchor>
          ) : null}
          {next ? (
            <Anchor component={Link} to={`/admin/jobs?after=${encodeURIComponent(next)}`}>
              Next page
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
