import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createTaskGroup } from "~/domain/service/task-groups.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { saveTaskGroupForm } from "./save.server";
import { TaskGroupForm } from "./task-group-form";

export const meta: Route.MetaFunction = () => [{ title: "New task group — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "operations:write");
    return { currency: tenant.currency };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return saveTaskGroupForm(formData, async (input) => {
    const created = await createTaskGroup(tenant, input);
    return redirectWithToast(
      `/company/taskGroups/details/${created.id}`,
      `Task group "${created.name}" created.`,
    );
  });
}

export default function NewTaskGroup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="New task group"
        description="A checklist for a kind of visit. Add its tasks in the order the technician works them."
      />
      <TaskGroupForm
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel="Create task group"
        cancelTo="/company/taskGroups"
        currency={loaderData.currency}
      />
    </>
  );
}
