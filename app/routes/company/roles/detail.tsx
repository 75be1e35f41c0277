import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { data, Form } from "react-router";
import { formText, parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleNameIn } from "~/components/i18n/role-words";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { roleSchema } from "~/domain/team/role-schemas";
import { deleteRole, getRole, updateRole } from "~/domain/team/roles.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { RoleForm, RoleMembersTable } from "./role-form";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "team.role.title", { name: loaderData.role.name })
      : pageTitle(matches, "team.role.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(() => getRole(tenant, params.roleId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const moveTo = formText(formData, "moveToRoleId");
    return domainAction(
      formData,
      async () => {
        const { moved } = await deleteRole(tenant, params.roleId, moveTo || null);
        return redirectWithToast(
          "/company/roles",
          moved ? { message: "team.role.deletedMoved", values: { moved } } : "team.role.deleted",
        );
      },
      { intent: "delete" },
    );
  }
  const parsed = parseForm(roleSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      await updateRole(tenant, params.roleId, parsed.data);
      return redirectWithToast(`/company/roles/${params.roleId}`, "team.role.saved");
    },
    { intent: "save" },
  );
}

function DeleteRole({
  name,
  members,
  otherRoles,
  error,
}: {
  name: string;
  members: number;
  otherRoles: { value: string; label: string }[];
  error?: string;
}) {
  const [opened, { open, close }] = useDisclosure(Boolean(error));
  const t = useT();
  return (
    <>
      <Button variant="light" color="red" onClick={open} leftSection={<IconTrash size={16} aria-hidden />}>
        {t("team.role.delete")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("team.role.deleteTitle", { name })}
        closeButtonProps={{ "aria-label": t("team.role.close") }}
      >
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Stack>
            <Text>{members ? t("team.role.deleteMembers", { members }) : t("team.role.deleteNobody")}</Text>
            {members ? (
              <Select
                label={t("team.role.moveTo")}
                name="moveToRoleId"
                data={otherRoles.map((r) => ({ ...r, label: roleNameIn(t, r.label) }))}
                required
                error={error}
              />
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("team.roles.cancel")}
              </Button>
              <Button type="submit" color="red">
                {t("team.role.delete")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

export default function RoleDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { role, members, otherRoles } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const t = useT();
  const deleteFailure =
    failed && "intent" in failed && failed.intent === "delete" ? Object.values(failed.errors)[0] : undefined;
  const deleteError = deleteFailure ? t.text(deleteFailure) : undefined;
  return (
    <>
      <PageHeader
        title={roleNameIn(t, role.name)}
        description={role.builtIn ? t("team.role.builtIn") : t("team.role.custom")}
        actions={
          role.builtIn ? null : (
            <DeleteRole
              name={role.name}
              members={members.length}
              otherRoles={otherRoles}
              error={deleteError}
            />
          )
        }
      />
      {deleteError && !members.length ? (
        <Alert color="red" mb="md" role="alert">
          {deleteError}
        </Alert>
      ) : null}
      <RoleForm
        initial={role}
        actionData={failed && "intent" in failed && failed.intent === "save" ? failed : undefined}
        submitLabel={t("team.role.save")}
        cancelTo="/company/roles"
      />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mt="xl" maw={900}>
        <Title order={2} size="h4" mb="sm">
          {t("team.role.members")}
        </Title>
        {members.length ? (
          <RoleMembersTable members={members} />
        ) : (
          <Text c="dimmed">{t("team.role.noMembers")}</Text>
        )}
      </Paper>
    </>
  );
}
