import { Anchor, Badge, Button, Group, Paper, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { data, Link, useSearchParams } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleDescriptionIn, roleNameIn } from "~/components/i18n/role-words";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { roleSchema } from "~/domain/team/role-schemas";
import { createRole, listRolesWithMembers } from "~/domain/team/roles.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { RoleForm, RoleLevels } from "./role-form";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "team.roles.title") }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({ roles: await listRolesWithMembers(tenant) }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(roleSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createRole(tenant, parsed.data);
    return redirectWithToast(`/company/roles/${created.id}`, {
      message: "team.roles.created",
      values: { name: created.name },
    });
  });
}

export default function Roles({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const creating = params.has("new") || Boolean(actionData && !actionData.ok);
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("team.roles.heading")}
        description={t("team.roles.listDescription")}
        actions={
          creating ? null : (
            <Button component={Link} to="?new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t("team.roles.new")}
            </Button>
          )
        }
      />
      {creating ? (
        <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="xl">
          <Title order={2} size="h3" mb="md">
            {t("team.roles.new")}
          </Title>
          <RoleForm
            actionData={actionData && !actionData.ok ? actionData : undefined}
            submitLabel={t("team.roles.create")}
            cancelTo="/company/roles"
          />
        </Paper>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label={t("team.roles.heading")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("team.roles.role")}</Table.Th>
              <Table.Th>{t("team.roles.itMayDo")}</Table.Th>
              <Table.Th>{t("team.roles.activeMembers")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaderData.roles.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Badge color={r.color} variant="light" size="sm" circle aria-hidden>
                      {" "}
                    </Badge>
                    <div>
                      <Anchor component={Link} to={`/company/roles/${r.id}`} fw={600}>
                        {roleNameIn(t, r.name)}
                      </Anchor>
                      {r.builtIn ? (
                        <Text span size="xs" c="dimmed">
                          {t("team.roles.builtIn")}
                        </Text>
                      ) : null}
                      {r.description ? (
                        <Text size="sm" c="dimmed">
                          {roleDescriptionIn(t, r.description)}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RoleLevels permissions={r.permissions} />
                </Table.Td>
                <Table.Td>{r.members}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
