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
  const busy = useNavigation().state === "submitting";
  return (
    <Stack maw={820}>
      {contacts.length === 0 ? (
        <Text>No contacts yet. Add the people you call: a spouse, a property manager, a gardener.</Text>
      ) : null}
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
                  Remove {c.name}
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
              Add a contact
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Contact name" name="name" defaultValue={values.name} error={errors.name} />
              <TextInput
                label="Contact phone"
                name="phone"
                type="tel"
                defaultValue={values.phone}
                error={errors.phone}
              />
              <TextInput
                label="Contact e-mail"
                name="email"
                type="email"
                defaultValue={values.email}
                error={errors.email}
              />
            </SimpleGrid>
            <Textarea
              label="Notes"
              name="notes"
              mt="sm"
              defaultValue={values.notes}
              error={errors.notes}
              autosize
              minRows={1}
            />
            <Group mt="md">
              <Button type="submit" loading={busy}>
                Add contact
              </Button>
            </Group>
          </Form>
        </Paper>
      ) : null}
    </Stack>
  );
}
