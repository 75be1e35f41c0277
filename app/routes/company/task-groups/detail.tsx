import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Form, Link, useSearchParams } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ArchiveButton } from "~/components/forms/archive-button";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { taskKindLabels } from "~/domain/service/task-group-schemas";
import {
  getTaskGroup,
  setDefaultTaskGroup,
  setTaskGroupArchived,
  updateTaskGroup,
} from "~/domain/service/task-groups.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { archiveOrRestore } from "../../shared/archive-action.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { kindColors } from "./format";
import { saveTaskGroupForm } from "./save.server";
import { TaskGroupForm } from "./task-group-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.group.name ?? "Task group"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    const group = await getTaskGroup(tenant, params.taskGroupId);
    return { group, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/taskGroups/details/${params.taskGroupId}`;
  if (intent === "archive" || intent === "restore")
    return archiveOrRestore(intent, here, "Task group", (archived) =>
      setTaskGroupArchived(tenant, params.taskGroupId, archived),
    );
  if (intent === "makeDefault")
    return domainAction(formData, async () => {
      const group = await setDefaultTaskGroup(tenant, params.taskGroupId);
      return redirectWithToast(
        here,
        `${group.name} is now the default checklist for new recurring stops and service stops.`,
      );
    });

  return saveTaskGroupForm(formData, async (input) => {
    const saved = await updateTaskGroup(tenant, params.taskGroupId, input);
    return redirectWithToast(here, `Task group "${saved.name}" saved.`);
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

export default function TaskGroupDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { group, canWrite, currency } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editing = canWrite && (params.has("edit") || Boolean(failed));
  const here = `/company/taskGroups/details/${group.id}`;
  const archivedBadge = group.archivedAt ? (
    <Badge color="gray" variant="outline" component="span">
      archived
    </Badge>
  ) : group.isDefault ? (
    <Badge color="teal" variant="light" component="span">
      default checklist
    </Badge>
  ) : null;

  if (editing) {
    return (
      <>
        <PageHeader title={`Edit ${group.name}`} description={archivedBadge} />
        <TaskGroupForm
          key={group.updatedAt.toString()}
          group={group}
          actionData={failed}
          submitLabel="Save task group"
          cancelTo={here}
          currency={currency}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={group.name}
        description={archivedBadge ?? undefined}
        actions={
          canWrite ? (
            <Group gap="xs">
              <Button component={Link} to="?edit" leftSection={<IconPencil size={16} aria-hidden />}>
                Edit
              </Button>
              {group.isDefault || group.archivedAt ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="makeDefault" />
                  <Button type="submit" variant="default">
                    Make default checklist
                  </Button>
                </Form>
              )}
              <ArchiveButton
                archived={Boolean(group.archivedAt)}
                name={group.name}
                kind="taskGroup"
                consequence="It leaves the list and can no longer be chosen for new stops. Stops that used it keep their checklists."
              />
            </Group>
          ) : null
        }
      />
      {group.archivedAt ? (
        <Alert color="gray" mb="md" title="Archived">
          This task group is archived: hidden from the list and from new stops, with its history kept.
        </Alert>
      ) : null}
      {group.description ? (
        <Text mb="md" style={{ whiteSpace: "pre-line" }}>
          {group.description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="lg">
        <Fact label="Tasks">
          {group.totals.count} ({group.tasks.filter((t) => t.required).length} required)
        </Fact>
        <Fact label="Estimated time">{f.duration(group.totals.minutes)}</Fact>
        <Fact label="Billable">
          {group.totals.billedCount
            ? `${f.money(group.totals.billableCents, { currency })} (${group.totals.billedCount} ${group.totals.billedCount === 1 ? "task" : "tasks"})`
            : "Not billed"}
        </Fact>
      </SimpleGrid>
      <Stack component="ol" gap="xs" p={0} m={0} aria-label="Tasks in order" style={{ listStyle: "none" }}>
        {group.tasks.map((task, index) => (
          <Paper component="li" key={task.id} withBorder p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <Text c="dimmed" fw={700} w={24} ta="right" aria-hidden>
                  {index + 1}.
                </Text>
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600}>{task.name}</Text>
                  <Group gap={6}>
                    <Badge color={kindColors[task.kind]} variant="light" size="sm">
                      {taskKindLabels[task.kind]}
                    </Badge>
                    {task.required ? (
                      <Badge color="red" variant="light" size="sm">
                        Required
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="outline" size="sm">
                        Optional
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm">{f.duration(task.estimatedMinutes)}</Text>
                {task.billableRateCents !== null ? (
                  <Text size="sm" c="dimmed">
                    {f.money(task.billableRateCents, { currency })}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Button component={Link} to="/company/taskGroups" variant="subtle" mt="xl">
        Back to task groups
      </Button>
    </>
  );
}
