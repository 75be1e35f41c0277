import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createTaskGroup } from "~/domain/service/task-groups.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { saveTaskGroupForm } from "./save.server";
import { TaskGroupForm } from "./task-group-form";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "reports.taskGroupNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    return { currency: tenant.currency };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return saveTaskGroupForm(formData, async (input) => {
    const created = await createTaskGroup(tenant, input);
    return redirectWithToast(`/company/taskGroups/details/${created.id}`, {
      message: "reports.taskGroupNew.created",
      values: { name: created.name },
    });
  });
}

export default function NewTaskGroup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("reports.taskGroupNew.heading")}
        description={t("reports.taskGroupNew.description")}
      />
      <TaskGroupForm
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel={t("reports.taskGroupNew.submit")}
        cancelTo="/company/taskGroups"
        currency={loaderData.currency}
      />
    </>
  );
}
