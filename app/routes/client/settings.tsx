import { Button, Checkbox, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { LanguageSelect } from "~/components/i18n/language-select";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { changePassword, getAccountSettings, updateAccountSettings } from "~/domain/accounts/accounts.server";
import {
  getNotificationChoices,
  saveNotificationChoices,
} from "~/domain/accounts/notification-settings.server";
import { accountSettingsSchema, changePasswordSchema } from "~/domain/accounts/schemas";
import { RuleError } from "~/domain/errors";
import { ownerNotificationsSchema } from "~/domain/portal/schemas";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings — Drip Drop" }];

export async function loader({ context }: Route.LoaderArgs) {
  const userId = context.get(signedInContext)!.id;
  const [settings, notifications] = await Promise.all([
    getAccountSettings(userId),
    getNotificationChoices(await db(), userId),
  ]);
  return { settings, notifications };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  if (formData.get("intent") === "notifications") {
    const parsed = parseForm(ownerNotificationsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent: "notifications" }, { status: 400 });
    await saveNotificationChoices(await db(), user.id, parsed.data);
    return redirectWithToast("/settings", "E-mail choices saved.");
  }
  if (formData.get("intent") === "password") {
    const parsed = parseForm(changePasswordSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent: "password" }, { status: 400 });
    try {
      await changePassword(request, parsed.data.currentPassword, parsed.data.newPassword);
    } catch (error) {
      if (error instanceof RuleError) {
        return data(
          { ...rejected(formData, { [error.field]: error.message }), intent: "password" },
          { status: 400 },
        );
      }
      throw error;
    }
    return redirectWithToast("/settings", "Password changed.");
  }
  const parsed = parseForm(accountSettingsSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "account" }, { status: 400 });
  await updateAccountSettings(user.id, parsed.data);
  return redirectWithToast("/settings", "Settings saved.");
}

export default function ClientSettings({ loaderData, actionData }: Route.ComponentProps) {
  const account = useValidatedForm(
    accountSettingsSchema,
    actionData?.intent === "account" ? actionData : undefined,
  );
  const password = useValidatedForm(
    changePasswordSchema,
    actionData?.intent === "password" ? actionData : undefined,
  );
  const busy = useNavigation().state === "submitting";
  const { settings, notifications } = loaderData;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your contact details, what we e-mail you, and your password."
      />
      <Stack maw={560}>
        <Paper withBorder p="lg">
          <Form method="post" onSubmit={account.onSubmit} noValidate>
            <input type="hidden" name="intent" value="account" />
            <Stack>
              <Title order={2} size="h4">
                Contact
              </Title>
              <Text size="sm">
                Signed in as <strong>{settings.email}</strong>
              </Text>
              <TextInput
                label="Phone"
                name="phone"
                type="tel"
                defaultValue={account.values.phone ?? settings.phone}
                error={account.errors.phone}
              />
              <LanguageSelect
                defaultValue={account.values.locale ?? settings.locale}
                error={account.errors.locale}
              />
              <Button type="submit" w="fit-content" loading={busy}>
                Save settings
              </Button>
            </Stack>
          </Form>
        </Paper>
        <Paper withBorder p="lg">
          <Form method="post">
            <input type="hidden" name="intent" value="notifications" />
            <Stack>
              <Title order={2} size="h4">
                E-mail notifications
              </Title>
              <Text size="sm" c="dimmed">
                Your pool companies e-mail you these. Everything stays in your portal either way.
              </Text>
              <Checkbox
                label="Service reports after each visit"
                name="serviceReports"
                defaultChecked={notifications.serviceReports}
              />
              <Checkbox label="Invoices" name="invoices" defaultChecked={notifications.invoices} />
              <Checkbox
                label="New messages while I am away"
                name="messages"
                defaultChecked={notifications.messages}
              />
              <Button type="submit" w="fit-content" loading={busy}>
                Save e-mail choices
              </Button>
            </Stack>
          </Form>
        </Paper>
        <Paper withBorder p="lg">
          <Form method="post" onSubmit={password.onSubmit} noValidate>
            <input type="hidden" name="intent" value="password" />
            <Stack>
              <Title order={2} size="h4">
                Password
              </Title>
              <PasswordInput
                label="Current password"
                name="currentPassword"
                autoComplete="current-password"
                error={password.errors.currentPassword}
              />
              <PasswordInput
                label="New password"
                name="newPassword"
                autoComplete="new-password"
                description="At least 8 characters, not a common password, your name or your e-mail."
                error={password.errors.newPassword}
              />
              <PasswordInput
                label="Repeat the new password"
                name="confirmPassword"
                autoComplete="new-password"
                error={password.errors.confirmPassword}
              />
              <Button type="submit" w="fit-content" loading={busy}>
                Change password
              </Button>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </>
  );
}
