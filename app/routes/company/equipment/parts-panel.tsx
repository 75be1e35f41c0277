import { Button, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { partSchema } from "~/domain/equipment/schemas";

interface Part {
  id: string;
  replacedOn: string;
  part: string;
  notes: string | null;
}

/** The log of parts replaced, newest first, and a form to add one (intent "addPart"). */
export function PartsPanel({
  parts,
  today,
  canWrite,
  actionData,
}: {
  parts: Part[];
  today: string;
  canWrite: boolean;
  actionData: Rejected | undefined;
}) {
  const f = useFormat();
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(partSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Stack>
      {parts.length === 0 ? (
        <Text>{t("office.parts.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("office.parts.replacedOn")}</Table.Th>
                <Table.Th>{t("office.parts.part")}</Table.Th>
                <Table.Th>{t("office.equipmentForm.notes")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.calendarDate(p.replacedOn)}</Table.Td>
                  <Table.Td>{p.part}</Table.Td>
                  <Table.Td>{p.notes ?? ""}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canWrite ? (
        <Paper withBorder p="md" maw={720}>
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="addPart" />
            <Stack>
              <Title order={2} size="h5">
                {t("office.parts.logTitle")}
              </Title>
              <FormError message={errors.form} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  type="date"
                  label={t("office.parts.replacedOn")}
                  name="replacedOn"
                  defaultValue={values.replacedOn ?? today}
                  error={errors.replacedOn}
                  withAsterisk
                />
                <TextInput
                  label={t("office.parts.part")}
                  name="part"
                  placeholder={t("office.parts.partPlaceholder")}
                  defaultValue={values.part ?? ""}
                  error={errors.part}
                  withAsterisk
                />
                <TextInput
                  label={t("office.equipmentForm.notes")}
                  name="notes"
                  defaultValue={values.notes ?? ""}
                  error={errors.notes}
                />
              </SimpleGrid>
              <Button type="submit" loading={busy} w="fit-content">
                {t("office.parts.add")}
              </Button>
            </Stack>
          </Form>
        </Paper>
      ) : null}
    </Stack>
  );
}
