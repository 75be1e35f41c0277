import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { AttachmentsInput } from "~/components/messages/thread";
import { tenantContext } from "~/context";
import { companyNewThreadSchema } from "~/domain/messaging/schemas";
import { memberOptions, messageableCustomers, startThread } from "~/domain/messaging/threads.server";
import { can } from "~/domain/tenant.server";
import { prepareMessageFiles } from "~/server/message-files.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "team.newMessage.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const customerId = new URL(request.url).searchParams.get("customer");
  return withErrorPages(async () => {
    const [customers, members] = await Promise.all([messageableCustomers(tenant), memberOptions(tenant)]);
    return {
      customers,
      members: members.filter((m) => m.value !== tenant.memberId),
      canWritePlatform: can(tenant, "messages:manage"),
      preselected: customers.some((c) => c.value === customerId) ? customerId : null,
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(companyNewThreadSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const files = await prepareMessageFiles(formData);
  if (!files.ok) return data(rejected(formData, { files: files.error }), { status: 400 });
  return domainAction(formData, async () => {
    const thread = await startThread(tenant, parsed.data, files.value);
    return redirectWithToast(`/company/messages/${thread.id}`, "team.newMessage.sent");
  });
}

export default function NewCompanyMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { customers, members, canWritePlatform, preselected } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(companyNewThreadSchema, actionData);
  const [to, setTo] = useState(values.to ?? (preselected || customers.length ? "customer" : "team"));
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <PageHeader title={t("team.newMessage.heading")} description={t("team.newMessage.description")} />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} maw={720}>
        <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
          <Stack>
            <Radio.Group
              name="to"
              label={t("team.newMessage.to")}
              value={to}
              onChange={setTo}
              error={errors.to}
            >
              <Group mt="xs" gap="lg">
                <Radio value="customer" label={t("team.newMessage.toCustomer")} />
                <Radio value="team" label={t("team.newMessage.members")} />
                {canWritePlatform ? (
                  <Radio value="platform" label={t("team.messages.kind.platform")} />
                ) : null}
              </Group>
            </Radio.Group>
            {to === "customer" ? (
              customers.length ? (
                <Select
                  name="customerId"
                  label={t("team.newMessage.customer")}
                  description={t("team.newMessage.customerHelp")}
                  data={customers}
                  defaultValue={values.customerId ?? preselected}
                  searchable
                  error={errors.customerId}
                />
              ) : (
                <Text c="dimmed">{t("team.newMessage.noCustomers")}</Text>
              )
            ) : null}
            {to === "team" ? (
              <MultiSelect
                name="memberIds"
                label={t("team.newMessage.members")}
                data={members}
                defaultValue={values.memberIds ? values.memberIds.split(",") : []}
                searchable
                error={errors.memberIds}
                hiddenInputValuesDivider=","
              />
            ) : null}
            <TextInput
              name="subject"
              label={t("team.newMessage.subject")}
              defaultValue={values.subject ?? ""}
              error={errors.subject}
            />
            <Textarea
              name="body"
              label={t("team.newMessage.body")}
              autosize
              minRows={4}
              defaultValue={values.body ?? ""}
              error={errors.body}
            />
            <AttachmentsInput error={errors.files} description={t("team.newMessage.filesHelp")} />
            {errors.form ? <Text c="red">{errors.form}</Text> : null}
            <Group>
              <Button type="submit" loading={busy}>
                {t("team.newMessage.send")}
              </Button>
              <Button component={Link} to="/company/messages" variant="default">
                {t("team.newMessage.cancel")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
