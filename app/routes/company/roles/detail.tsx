import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { data, Form } from "react-router";
import { formText, parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { roleSchema } from "~/domain/team/role-schemas";
import { deleteRole, getRole, updateRole } from "~/domain/team/roles.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { RoleForm, RoleMembersTable } from "./role-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.role.name ?? "Role"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(() => getRole(tenant, params.roleId));
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
          moved ? `Role deleted; ${moved} member${moved === 1 ? "" : "s"} moved.` : "Role deleted.",
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
      return redirectWithToast(
        `/company/roles/${params.roleId}`,
        "Role saved. It applies on each member's next page.",
      );
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
  return (
    <>
      <Button variant="light" color="red" onClick={open} leftSection={<IconTrash size={16} aria-hidden />}>
        Delete role
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Delete the ${name} role?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Stack>
            <Text>
              {members
                ? `${members} member${members === 1 ? " has" : "s have"} this role. Choose the role they move to; their history stays.`
                : "Nobody has this role. Deleting it can't be undone."}
            </Text>
            {members ? (
              <Select
                label="Move its members to"
                name="moveToRoleId"
                data={otherRoles}
                required
                error={error}
              />
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red">
                Delete role
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
  const deleteError =
    failed && "intent" in failed && failed.intent === "delete" ? Object.values(failed.errors)[0] : undefined;
  return (
    <>
      <PageHeader
        title={role.name}
        description={role.builtIn ? "A built-in role." : "A role of your company."}
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
        submitLabel="Save role"
        cancelTo="/company/roles"
      />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mt="xl" maw={900}>
        <Title order={2} size="h4" mb="sm">
          Members with this role
        </Title>
        {members.length ? (
          <RoleMembersTable members={members} />
        ) : (
          <Text c="dimmed">Nobody has this role yet.</Text>
        )}
      </Paper>
    </>
  );
}
