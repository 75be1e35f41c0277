import { Badge, Button, Card, Container, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { formText, parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleNameIn } from "~/components/i18n/role-words";
import { signedInContext } from "~/context";
import { createCompanyWithOwner, listMemberships, selectCompany } from "~/domain/companies/companies.server";
import { newCompanySchema } from "~/domain/companies/schemas";
import { userContext } from "~/domain/tenant.server";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/select";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "people.select.title") },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return {
    name: user.firstName,
    memberships: await listMemberships(userContext(await systemContext(), user.id)),
  };
}

/** Picks the company to work in (also the sidebar switcher's target), or creates one. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  const person = userContext(await systemContext(), user.id);
  if (formData.get("intent") === "create") {
    const parsed = parseForm(newCompanySchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    await person.db.transaction((tx) => createCompanyWithOwner(tx, person, parsed.data.companyName));
    return redirectWithToast("/company/dashboard", {
      message: "people.select.created",
      values: { name: parsed.data.companyName },
    });
  }
  const ok = await selectCompany(person, formText(formData, "companyId"));
  if (!ok) return data(rejected(formData, { form: "people.select.cannotOpen" }), { status: 400 });
  return redirectWithToast("/company/dashboard", "people.select.switched");
}

export default function SelectCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values, onSubmit } = useValidatedForm(newCompanySchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Container size={520} py={48}>
      <Title order={1} size="h2">
        {t("people.select.heading")}
      </Title>
      <Text c="dimmed" mb="lg">
        {loaderData.memberships.length
          ? t("people.select.pick", { name: loaderData.name })
          : t("people.select.none", { name: loaderData.name })}
      </Text>
      <FormError message={errors.form} />
      <Stack>
        {loaderData.memberships.map((m) => (
          <Card key={m.companyId} withBorder>
            <Group justify="space-between">
              <div>
                <Text fw={600}>{m.companyName}</Text>
                <Text size="sm" c="dimmed">
                  {roleNameIn(t, m.roleName)}
                </Text>
              </div>
              {m.platformStatus === "deactivated" ? (
                <Badge color="red" variant="light">
                  {t("people.select.deactivated")}
                </Badge>
              ) : (
                <Form method="post">
                  <input type="hidden" name="companyId" value={m.companyId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="select"
                    variant="light"
                    aria-label={t("people.select.openNamed", { name: m.companyName })}
                  >
                    {t("people.select.open")}
                  </Button>
                </Form>
              )}
            </Group>
          </Card>
        ))}
        <Card withBorder>
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="create" />
            <Stack>
              <Title order={2} size="h4">
                {t("people.select.createHeading")}
              </Title>
              <TextInput
                label={t("people.select.companyName")}
                name="companyName"
                defaultValue={values.companyName}
                error={errors.companyName}
                withAsterisk
              />
              <Button type="submit" loading={busy}>
                {t("people.select.create")}
              </Button>
            </Stack>
          </Form>
        </Card>
        <Button component="a" href="/reedemInviteCode" variant="subtle">
          {t("people.select.redeem")}
        </Button>
        <Form method="post" action="/signOut">
          <Button type="submit" variant="subtle" color="gray" fullWidth>
            {t("common.shell.logout")}
          </Button>
        </Form>
      </Stack>
    </Container>
  );
}
