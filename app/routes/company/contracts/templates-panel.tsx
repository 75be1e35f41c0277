import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArchive, IconPlus } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
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
  const t = useT();
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={620}>
          {t("contracts.templates.intro")}
        </Text>
        {canWrite ? <TemplateButton failed={failed} /> : null}
      </Group>
      {templates.length === 0 ? (
        <EmptyState
          title={t("contracts.templates.empty")}
          action={canWrite ? <TemplateButton failed={null} light /> : null}
        >
          {t("contracts.templates.emptyText")}
        </EmptyState>
      ) : (
        templates.map((row) => (
          <TemplateCard key={row.id} template={row} canWrite={canWrite} failed={failed} />
        ))
      )}
      {archived.length ? (
        <>
          <Title order={2} size="h5" mt="md">
            {t("contracts.templates.archivedHeading")}
          </Title>
          {archived.map((row) => (
            <TemplateCard key={row.id} template={row} canWrite={canWrite} failed={failed} />
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
  const t = useT();
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="article" aria-label={template.name}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={3} size="h5">
          {template.archivedAt
            ? t("contracts.templates.archivedName", { name: template.name })
            : template.name}
        </Title>
        {canWrite ? (
          <Group gap="xs">
            {template.archivedAt ? null : <TemplateButton failed={failed} template={template} />}
            {template.archivedAt ? (
              <Form method="post">
                <input type="hidden" name="templateId" value={template.id} />
                <Button type="submit" name="intent" value="restoreTemplate" variant="light" size="xs">
                  {t("contracts.templates.restore")}
                </Button>
              </Form>
            ) : (
              <ConfirmActionButton
                label={t("contracts.templates.archive")}
                title={t("common.archive.title", { name: template.name })}
                confirmLabel={t("contracts.templates.archiveConfirm")}
                intent="archiveTemplate"
                fields={{ templateId: template.id }}
                leftSection={<IconArchive size={14} aria-hidden />}
              >
                {t("contracts.templates.archiveText")}
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
  const t = useT();
  const title = template
    ? t("contracts.templates.editTitle", { name: template.name })
    : t("contracts.templates.newTitle");
  return (
    <>
      {template ? (
        <Button variant="default" size="xs" onClick={open} aria-label={title}>
          {t("contracts.templates.edit")}
        </Button>
      ) : (
        <Button
          onClick={open}
          variant={light ? "light" : "filled"}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t("contracts.templates.new")}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value={intent} />
          {template ? <input type="hidden" name="templateId" value={template.id} /> : null}
          <Stack>
            <FormError message={errors.form} />
            <TextInput
              name="name"
              label={t("contracts.templates.name")}
              placeholder={t("contracts.templates.namePlaceholder")}
              required
              defaultValue={values.name ?? template?.name ?? ""}
              error={errors.name}
              data-autofocus
            />
            <Textarea
              name="body"
              label={t("contracts.templates.terms")}
              autosize
              minRows={6}
              maxRows={16}
              required
              defaultValue={values.body ?? template?.body ?? ""}
              error={errors.body}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.confirm.cancel")}
              </Button>
              <Button type="submit" loading={busy}>
                {t("contracts.templates.save")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
