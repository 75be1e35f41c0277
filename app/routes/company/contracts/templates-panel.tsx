import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArchive, IconPlus } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { termsTemplateSchema } from "~/domain/money/agreement-schemas";

export interface TemplateRow {
  id: string;
  name: string;
  body: string;
  archivedAt: string | Date | null;
}

export type TemplateFailure = (Rejected & { intent?: string; templateId?: string }) | null;

/** Reusable terms: write once, start agreements from them. Archive, never delete (agreements keep their copy). */
export function TemplatesPanel({
  templates,
  archived,
  canWrite,
  failed,
}: {
  templates: TemplateRow[];
  archived: TemplateRow[];
  canWrite: boolean;
  failed: TemplateFailure;
}) {
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={620}>
          Terms you write once — notice periods, access, what is billed — and pick when drafting an agreement.
          An agreement keeps its own copy, so changing a template never changes an agreement already drafted
          or signed.
        </Text>
        {canWrite ? <TemplateButton failed={failed} /> : null}
      </Group>
      {templates.length === 0 ? (
        <EmptyState
          title="No terms templates yet"
          action={canWrite ? <TemplateButton failed={null} light /> : null}
        >
          Write your standard terms once, then start every agreement from them.
        </EmptyState>
      ) : (
        templates.map((t) => <TemplateCard key={t.id} template={t} canWrite={canWrite} failed={failed} />)
      )}
      {archived.length ? (
        <>
          <Title order={2} size="h5" mt="md">
            Archived templates
          </Title>
          {archived.map((t) => (
            <TemplateCard key={t.id} template={t} canWrite={canWrite} failed={failed} />
          ))}
        </>
      ) : null}
    </Stack>
  );
}

function TemplateCard({
  template,
  canWrite,
  failed,
}: {
  template: TemplateRow;
  canWrite: boolean;
  failed: TemplateFailure;
}) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="article" aria-label={template.name}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={3} size="h5">
          {template.name}
          {template.archivedAt ? " (archived)" : ""}
        </Title>
        {canWrite ? (
          <Group gap="xs">
            {template.archivedAt ? null : <TemplateButton failed={failed} template={template} />}
            {template.archivedAt ? (
              <Form method="post">
                <input type="hidden" name="templateId" value={template.id} />
                <Button type="submit" name="intent" value="restoreTemplate" variant="light" size="xs">
                  Restore template
                </Button>
              </Form>
            ) : (
              <ConfirmActionButton
                label="Archive"
                title={`Archive ${template.name}?`}
                confirmLabel="Archive template"
                intent="archiveTemplate"
                fields={{ templateId: template.id }}
                leftSection={<IconArchive size={14} aria-hidden />}
              >
                The template leaves the picker on the agreement form; agreements drafted from it keep their
                terms. You can restore it later.
              </ConfirmActionButton>
            )}
          </Group>
        ) : null}
      </Group>
      <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-wrap" }}>
        {template.body}
      </Text>
    </Paper>
  );
}

/** New template, or edit one: a dialog with the name and the terms. */
function TemplateButton({
  failed,
  template,
  light,
}: {
  failed: TemplateFailure;
  template?: TemplateRow;
  light?: boolean;
}) {
  const intent = template ? "updateTemplate" : "createTemplate";
  const mine =
    failed && failed.intent === intent && (failed.templateId ?? "") === (template?.id ?? "") ? failed : null;
  const [opened, { open, close }] = useDisclosure(Boolean(mine));
  const { errors, values, onSubmit } = useValidatedForm(termsTemplateSchema, mine);
  const busy = useNavigation().state === "submitting";
  const title = template ? `Edit ${template.name}` : "New terms template";
  return (
    <>
      {template ? (
        <Button variant="default" size="xs" onClick={open} aria-label={`Edit ${template.name}`}>
          Edit
        </Button>
      ) : (
        <Button
          onClick={open}
          variant={light ? "light" : "filled"}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New template
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size="lg"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value={intent} />
          {template ? <input type="hidden" name="templateId" value={template.id} /> : null}
          <Stack>
            <FormError message={errors.form} />
            <TextInput
              name="name"
              label="Template name"
              placeholder="Standard weekly terms"
              required
              defaultValue={values.name ?? template?.name ?? ""}
              error={errors.name}
              data-autofocus
            />
            <Textarea
              name="body"
              label="Terms"
              autosize
              minRows={6}
              maxRows={16}
              required
              defaultValue={values.body ?? template?.body ?? ""}
              error={errors.body}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save template
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
