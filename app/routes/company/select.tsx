import { Badge, Button, Card, Container, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { formText, parseForm, rejected } from "~/components/forms/validation";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { createCompanyWithOwner, listMemberships, selectCompany } from "~/domain/companies/companies.server";
import { newCompanySchema } from "~/domain/companies/schemas";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/select";

export const meta: Route.MetaFunction = () => [{ title: "Choose a company — Drip Drop" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { name: user.firstName, memberships: await listMemberships(await db(), user.id) };
}

/** Picks the company to work in (also the sidebar switcher's target), or creates one. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  const database = await db();
  if (formData.get("intent") === "create") {
    const parsed = parseForm(newCompanySchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    await database.transaction((tx) => createCompanyWithOwner(tx, user.id, parsed.data.companyName));
    return redirectWithToast("/company/dashboard", `${parsed.data.companyName} created.`);
  }
  const ok = await selectCompany(database, user.id, formText(formData, "companyId"));
  if (!ok)
    return data(rejected(formData, { form: "You can't open that company (not yours, or deactivated)." }), {
      status: 400,
    });
  return redirectWithToast("/company/dashboard", "Company switched.");
}

export default function SelectCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values, onSubmit } = useValidatedForm(newCompanySchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Container size={520} py={48}>
      <Title order={1} size="h2">
        Choose a company
      </Title>
      <Text c="dimmed" mb="lg">
        {loaderData.memberships.length
          ? `Hi ${loaderData.name}, pick the company to work in.`
          : `Hi ${loaderData.name}, you don't belong to a company right now. Create one, or redeem an invite code from your employer.`}
      </Text>
      <FormError message={errors.form} />
      <Stack>
        {loaderData.memberships.map((m) => (
          <Card key={m.companyId} withBorder>
            <Group justify="space-between">
              <div>
                <Text fw={600}>{m.companyName}</Text>
                <Text size="sm" c="dimmed">
                  {m.roleName}
                </Text>
              </div>
              {m.platformStatus === "deactivated" ? (
                <Badge color="red" variant="light">
                  Deactivated by Drip Drop
                </Badge>
              ) : (
                <Form method="post">
                  <input type="hidden" name="companyId" value={m.companyId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="select"
                    variant="light"
                    aria-label={`Open ${m.companyName}`}
                  >
                    Open
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
                Create a company
              </Title>
              <TextInput
                label="Company name"
                name="companyName"
                defaultValue={values.companyName}
                error={errors.companyName}
                withAsterisk
              />
              <Button type="submit" loading={busy}>
                Create company
              </Button>
            </Stack>
          </Form>
        </Card>
        <Button component="a" href="/reedemInviteCode" variant="subtle">
          Redeem an invite code
        </Button>
        <Form method="post" action="/signOut">
          <Button type="submit" variant="subtle" color="gray" fullWidth>
            Logout
          </Button>
        </Form>
      </Stack>
    </Container>
  );
}
