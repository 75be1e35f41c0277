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
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { AttachmentsInput } from "~/components/messages/thread";
import { tenantContext } from "~/context";
import { companyNewThreadSchema } from "~/domain/messaging/schemas";
import { memberOptions, messageableCustomers, startThread } from "~/domain/messaging/threads.server";
import { can } from "~/domain/tenant.server";
import { prepareMessageFiles } from "~/server/message-files.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "New message — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const customerId = new URL(request.url).searchParams.get("customer");
  return domain(async () => {
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
    return redirectWithToast(`/company/messages/${thread.id}`, "Message sent.");
  });
}

export default function NewCompanyMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { customers, members, canWritePlatform, preselected } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(companyNewThreadSchema, actionData);
  const [to, setTo] = useState(values.to ?? (preselected || customers.length ? "customer" : "team"));
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title="New message" description="Write to a pool owner, your team or Drip Drop support." />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} maw={720}>
        <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
          <Stack>
            <Radio.Group name="to" label="To" value={to} onChange={setTo} error={errors.to}>
              <Group mt="xs" gap="lg">
                <Radio value="customer" label="A customer" />
                <Radio value="team" label="Team members" />
                {canWritePlatform ? <Radio value="platform" label="Drip Drop support" /> : null}
              </Group>
            </Radio.Group>
            {to === "customer" ? (
              customers.length ? (
                <Select
                  name="customerId"
                  label="Customer"
                  description="Customers whose pool owner account is linked (they read it in their portal)."
                  data={customers}
                  defaultValue={values.customerId ?? preselected}
                  searchable
                  error={errors.customerId}
                />
              ) : (
                <Text c="dimmed">
                  No customer has a pool owner account yet: create an invite code on a customer's page (Pool
                  owner access) so they can read your messages.
                </Text>
              )
            ) : null}
            {to === "team" ? (
              <MultiSelect
                name="memberIds"
                label="Team members"
                data={members}
                defaultValue={values.memberIds ? values.memberIds.split(",") : []}
                searchable
                error={errors.memberIds}
                hiddenInputValuesDivider=","
              />
            ) : null}
            <TextInput
              name="subject"
              label="Subject"
              defaultValue={values.subject ?? ""}
              error={errors.subject}
            />
            <Textarea
              name="body"
              label="Message"
              autosize
              minRows={4}
              defaultValue={values.body ?? ""}
              error={errors.body}
            />
            <AttachmentsInput error={errors.files} description="Optional. Up to 5 files, 10 MB each." />
            {errors.form ? <Text c="red">{errors.form}</Text> : null}
            <Group>
              <Button type="submit" loading={busy}>
                Send
              </Button>
              <Button component={Link} to="/company/messages" variant="default">
                Cancel
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
