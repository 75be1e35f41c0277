import {
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { contactSchema } from "~/domain/customers/schemas";

interface Contact {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  notes: string | null;
}

export function ContactsPanel({
  contacts,
  canWrite,
  actionData,
}: {
  contacts: Contact[];
  canWrite: boolean;
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(contactSchema, actionData);
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Stack maw={820}>
      {contacts.length === 0 ? <Text>{t("places.contacts.empty")}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {contacts.map((c) => (
          <Card key={c.id} withBorder component="article" aria-label={c.name}>
            <Text fw={600}>{c.name}</Text>
            {c.phone ? <Text size="sm">{c.phone}</Text> : null}
            {c.email ? <Text size="sm">{c.email}</Text> : null}
            {c.notes ? (
              <Text size="sm" c="dimmed">
                {c.notes}
              </Text>
            ) : null}
            {canWrite ? (
              <Form method="post">
                <input type="hidden" name="contactId" value={c.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="removeContact"
                  size="xs"
                  variant="subtle"
                  color="red"
                  mt="xs"
                >
                  {t("places.contacts.remove", { name: c.name })}
                </Button>
              </Form>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
      {canWrite ? (
        <Paper withBorder p="lg">
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="addContact" />
            <Title order={2} size="h4" mb="sm">
              {t("places.contacts.addTitle")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t("places.contacts.name")}
                name="name"
                defaultValue={values.name}
                error={errors.name}
              />
              <TextInput
                label={t("places.contacts.phone")}
                name="phone"
                type="tel"
                defaultValue={values.phone}
                error={errors.phone}
              />
              <TextInput
                label={t("places.contacts.email")}
                name="email"
                type="email"
                defaultValue={values.email}
                error={errors.email}
              />
            </SimpleGrid>
            <Textarea
              label={t("places.contacts.notes")}
              name="notes"
              mt="sm"
              defaultValue={values.notes}
              error={errors.notes}
              autosize
              minRows={1}
            />
            <Group mt="md">
              <Button type="submit" loading={busy}>
                {t("places.contacts.add")}
              </Button>
            </Group>
          </Form>
        </Paper>
      ) : null}
    </Stack>
  );
}
