import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { inviteMember } from "~/domain/team/invites.server";
import {
  MEMBER_INVITE_DAYS,
  memberInviteSchema,
  workerTypeLabels,
  workerTypes,
} from "~/domain/team/member-schemas";
import { memberRoleOptions } from "~/domain/team/members.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "Invite people — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "team:manage");
    return { roles: await memberRoleOptions(tenant), companyName: tenant.companyName };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return domain(async () => {
    requirePermission(tenant, "team:manage");
    const parsed = parseForm(memberInviteSchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    return domainAction(formData, async () => {
      const sent = await inviteMember(tenant, parsed.data);
      return redirectWithToast("/company/companyUsers", `Invitation sent to ${sent.email}.`);
    });
  });
}

export default function InvitePeople({ loaderData, actionData }: Route.ComponentProps) {
  const { roles, companyName } = loaderData;
  const failed = actionData && !(actionData instanceof Response) && !actionData.ok ? actionData : undefined;
  const { errors, values, onSubmit } = useValidatedForm(memberInviteSchema, failed);
  const busy = useNavigation().state === "submitting";
  const technician = roles.find((r) => r.builtIn === "technician")?.id;
  return (
    <>
      <PageHeader
        title="Invite people"
        description={`They get an e-mail with a link and a code to join ${companyName}. The invitation works once, for ${MEMBER_INVITE_DAYS} days; you can send it again from Company Users.`}
      />
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack maw={620}>
          <FormError message={errors.form} />
          <Paper withBorder p={{ base: "sm", sm: "lg" }}>
            <Stack>
              <TextInput
                label="E-mail"
                name="email"
                type="email"
                required
                autoComplete="off"
                placeholder="sam@example.com"
                defaultValue={values.email ?? ""}
                error={errors.email}
              />
              <NativeSelect
                label="Role"
                name="roleId"
                required
                description="What they may see and do. You can change it later on their page."
                defaultValue={values.roleId ?? technician}
                data={roles.map((r) => ({ value: r.id, label: r.name }))}
                error={errors.roleId}
              />
              <Radio.Group
                label="Worker type"
                name="workerType"
                required
                defaultValue={values.workerType ?? "employee"}
                error={errors.workerType}
              >
                <Group mt="xs">
                  {workerTypes.map((w) => (
                    <Radio key={w} value={w} label={workerTypeLabels[w]} />
                  ))}
                </Group>
              </Radio.Group>
              <Text size="sm" c="dimmed">
                Pool owners are invited from their customer's page instead.
              </Text>
            </Stack>
          </Paper>
          <Group>
            <Button type="submit" loading={busy}>
              Send invitation
            </Button>
            <Button component={Link} to="/company/companyUsers" variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
