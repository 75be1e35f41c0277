import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Form, Link, useSearchParams } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { DetailHeader } from "~/components/layout/detail-header";
import { FactCard } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import {
  getTaskGroup,
  setDefaultTaskGroup,
  setTaskGroupArchived,
  updateTaskGroup,
} from "~/domain/service/task-groups.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { kindColors, taskKindKeys } from "./format";
import { saveTaskGroupForm } from "./save.server";
import { TaskGroupForm } from "./task-group-form";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(matches, "reports.taskGroup.title", {
      name: loaderData?.group.name ?? pageTitle(matches, "reports.taskGroup.fallbackName"),
    }),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
    return withErrorPages(async () => {
      const saved = await setTaskGroupArchived(tenant, params.taskGroupId, intent === "archive");
      return redirectWithToast(here, {
        message: intent === "archive" ? "reports.taskGroup.archived" : "reports.taskGroup.restored",
        values: { name: saved.name },
      });
    });
  if (intent === "makeDefault")
    return domainAction(formData, async () => {
      const group = await setDefaultTaskGroup(tenant, params.taskGroupId);
      return redirectWithToast(here, {
        message: "reports.taskGroup.madeDefault",
        values: { name: group.name },
      });
    });

  return saveTaskGroupForm(formData, async (input) => {
    const saved = await updateTaskGroup(tenant, params.taskGroupId, input);
    return redirectWithToast(here, { message: "reports.taskGroup.saved", values: { name: saved.name } });
  });
}

export default function TaskGroupDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { group, canWrite, currency } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editing = canWrite && (params.has("edit") || Boolean(failed));
  const here = `/company/taskGroups/details/${group.id}`;
  const archivedBadge = group.archivedAt ? (
    <Badge color="gray" variant="outline" component="span">
      {t("reports.taskGroup.archivedBadge")}
    </Badge>
  ) : group.isDefault ? (
    <Badge color="teal" variant="light" component="span">
      {t("reports.taskGroup.defaultBadge")}
    </Badge>
  ) : null;

  if (editing) {
    return (
      <>
        <PageHeader
          title={t("reports.taskGroup.editHeading", { name: group.name })}
          description={archivedBadge}
        />
        <TaskGroupForm
          key={group.updatedAt.toString()}
          group={group}
          actionData={failed}
          submitLabel={t("reports.taskGroup.submit")}
          cancelTo={here}
          currency={currency}
        />
      </>
    );
  }

  return (
    <>
      <DetailHeader
        title={group.name}
        badges={archivedBadge}
        edit={canWrite ? { to: "?edit", label: t("reports.taskGroup.edit") } : undefined}
        actions={
          canWrite && !group.isDefault && !group.archivedAt ? (
            <Form method="post">
              <input type="hidden" name="intent" value="makeDefault" />
              <Button type="submit" variant="default">
                {t("reports.taskGroup.makeDefault")}
              </Button>
            </Form>
          ) : null
        }
        archive={
          canWrite
            ? {
                archived: Boolean(group.archivedAt),
                name: group.name,
                kind: "taskGroup",
                consequence: t("reports.taskGroup.archiveConsequence"),
              }
            : undefined
        }
      />
      {group.archivedAt ? (
        <Alert color="gray" mb="md" title={t("reports.taskGroup.archivedTitle")}>
          {t("reports.taskGroup.archivedText")}
        </Alert>
      ) : null}
      {group.description ? (
        <Text mb="md" style={{ whiteSpace: "pre-line" }}>
          {group.description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="lg">
        <FactCard label={t("reports.taskGroup.tasks")}>
          {t("reports.taskGroup.taskCount", {
            count: String(group.totals.count),
            required: String(group.tasks.filter((task) => task.required).length),
          })}
        </FactCard>
        <FactCard label={t("reports.taskGroup.estimatedTime")}>{f.duration(group.totals.minutes)}</FactCard>
        <FactCard label={t("reports.taskGroup.billable")}>
          {group.totals.billedCount
            ? t("reports.taskGroup.billed", {
                amount: f.money(group.totals.billableCents, { currency }),
                count: group.totals.billedCount,
              })
            : t("reports.taskGroup.notBilled")}
        </FactCard>
      </SimpleGrid>
      <Stack
        component="ol"
        gap="xs"
        p={0}
        m={0}
        aria-label={t("reports.taskGroup.tasksInOrder")}
        style={{ listStyle: "none" }}
      >
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
                      {t(taskKindKeys[task.kind])}
                    </Badge>
                    {task.required ? (
                      <Badge color="red" variant="light" size="sm">
                        {t("reports.taskGroup.required")}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="outline" size="sm">
                        {t("reports.taskGroup.optional")}
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
        {t("reports.taskGroup.back")}
      </Button>
    </>
  );
}
