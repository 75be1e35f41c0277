import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleNameIn } from "~/components/i18n/role-words";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { inviteMember } from "~/domain/team/invites.server";
import {
  MEMBER_INVITE_DAYS,
  memberInviteSchema,
  workerTypeKeys,
  workerTypes,
} from "~/domain/team/member-schemas";
import { memberRoleOptions } from "~/domain/team/members.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "people.invite.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "team:manage");
    return { roles: await memberRoleOptions(tenant), companyName: tenant.companyName };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return withErrorPages(async () => {
    requirePermission(tenant, "team:manage");
    const parsed = parseForm(memberInviteSchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    return domainAction(formData, async () => {
      const sent = await inviteMember(tenant, parsed.data);
      return redirectWithToast("/company/companyUsers", {
        message: "people.invite.sent",
        values: { email: sent.email ?? "" },
      });
    });
  });
}

export default function InvitePeople({ loaderData, actionData }: Route.ComponentProps) {
  const { roles, companyName } = loaderData;
  const failed = actionData && !(actionData instanceof Response) && !actionData.ok ? actionData : undefined;
  const { errors, values, onSubmit } = useValidatedForm(memberInviteSchema, failed);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const technician = roles.find((r) => r.builtIn === "technician")?.id;
  return (
    <>
      <PageHeader
        title={t("people.invite.heading")}
        description={t("people.invite.description", { company: companyName, days: MEMBER_INVITE_DAYS })}
      />
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack maw={620}>
          <FormError message={errors.form} />
          <Paper withBorder p={{ base: "sm", sm: "lg" }}>
            <Stack>
              <TextInput
                label={t("people.invite.email")}
                name="email"
                type="email"
                required
                autoComplete="off"
                placeholder="sam@example.com"
                defaultValue={values.email ?? ""}
                error={errors.email}
              />
              <NativeSelect
                label={t("people.invite.role")}
                name="roleId"
                required
                description={t("people.invite.roleHelp")}
                defaultValue={values.roleId ?? technician}
                data={roles.map((r) => ({ value: r.id, label: roleNameIn(t, r.name) }))}
                error={errors.roleId}
              />
              <Radio.Group
                label={t("people.invite.workerType")}
                name="workerType"
                required
                defaultValue={values.workerType ?? "employee"}
                error={errors.workerType}
              >
                <Group mt="xs">
                  {workerTypes.map((w) => (
                    <Radio key={w} value={w} label={t(workerTypeKeys[w])} />
                  ))}
                </Group>
              </Radio.Group>
              <Text size="sm" c="dimmed">
                {t("people.invite.poolOwners")}
              </Text>
            </Stack>
          </Paper>
          <Group>
            <Button type="submit" loading={busy}>
              {t("people.invite.send")}
            </Button>
            <Button component={Link} to="/company/companyUsers" variant="default">
              {t("common.confirm.cancel")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
