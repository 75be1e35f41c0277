import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, type Rejected } from "~/components/forms/validation";
import { categoryTextIn } from "~/components/i18n/category-words";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { categorySchema } from "~/domain/platform/admin-schemas";
import {
  createCategory,
  listCategories,
  moveCategory,
  type ServiceCategory,
  setCategoryActive,
  updateCategory,
} from "~/domain/platform/categories.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/categories";
import { adminOf, field } from "./admin.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.categories.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  return withErrorPages(async () => ({ categories: await listCategories(admin) }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await adminOf(context);
  const formData = await request.formData();
  const intent = field(formData, "intent");
  const id = field(formData, "id");
  if (intent === "create" || intent === "update") {
    const parsed = parseForm(categorySchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent, id }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        if (intent === "create") await createCategory(admin, parsed.data);
        else await updateCategory(admin, id, parsed.data);
        return redirectWithToast(
          "/category",
          intent === "create" ? "admin.categories.added" : "admin.categories.saved",
        );
      },
      { intent, id },
    );
  }
  return withErrorPages(async () => {
    if (intent === "up" || intent === "down") {
      await moveCategory(admin, id, intent);
      return redirectWithToast("/category", "admin.categories.orderSaved");
    }
    if (intent === "activate" || intent === "deactivate") {
      const c = await setCategoryActive(admin, id, intent === "activate");
      return redirectWithToast("/category", {
        message: c.active ? "admin.categories.activated" : "admin.categories.deactivated",
        values: { name: c.name },
      });
    }
    throw data("admin.errors.unknownAction", { status: 400 });
  });
}

type ActionData = (Rejected & { intent: string; id: string }) | undefined;

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const failed = actionData as ActionData;
  const t = useT();
  return (
    <>
      <PageHeader title={t("admin.categories.heading")} description={t("admin.categories.description")} />
      <Stack gap="lg" maw={1000}>
        {categories.length === 0 ? (
          <EmptyState title={t("admin.categories.empty")}>{t("admin.categories.emptyText")}</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("admin.categories.order")}</Table.Th>
                  <Table.Th>{t("admin.categories.category")}</Table.Th>
                  <Table.Th>{t("admin.categories.status")}</Table.Th>
                  <Table.Th>{t("admin.categories.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {categories.map((c, i) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Form method="post">
                        <input type="hidden" name="id" value={c.id} />
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            type="submit"
                            name="intent"
                            value="up"
                            variant="subtle"
                            disabled={i === 0}
                            aria-label={t("admin.categories.moveUp", { name: c.name })}
                          >
                            <IconArrowUp size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            type="submit"
                            name="intent"
                            value="down"
                            variant="subtle"
                            disabled={i === categories.length - 1}
                            aria-label={t("admin.categories.moveDown", { name: c.name })}
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Form>
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600}>{categoryTextIn(t, c.name)}</Text>
                      <Text size="xs" c="dimmed">
                        {c.slug}
                        {c.description ? ` · ${categoryTextIn(t, c.description)}` : ""}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={c.active ? "teal" : "gray"}>
                        {t(c.active ? "admin.status.active" : "admin.status.inactive")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <EditCategory
                          category={c}
                          actionData={failed?.intent === "update" && failed.id === c.id ? failed : undefined}
                        />
                        {c.active ? (
                          <ConfirmActionButton
                            label={t("admin.categories.deactivate")}
                            title={t("admin.categories.deactivateTitle", { name: c.name })}
                            confirmLabel={t("admin.categories.deactivate")}
                            intent="deactivate"
                            fields={{ id: c.id }}
                          >
                            {t("admin.categories.deactivateText")}
                          </ConfirmActionButton>
                        ) : (
                          <Form method="post">
                            <input type="hidden" name="id" value={c.id} />
                            <Button type="submit" name="intent" value="activate" variant="light" color="teal">
                              {t("admin.categories.activate")}
                            </Button>
                          </Form>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("admin.categories.addHeading")}
          </Title>
          <CategoryForm intent="create" actionData={failed?.intent === "create" ? failed : undefined} />
        </Paper>
      </Stack>
    </>
  );
}

function CategoryForm({
  intent,
  category,
  actionData,
  onDone,
}: {
  intent: "create" | "update";
  category?: ServiceCategory;
  actionData: Rejected | undefined;
  onDone?: () => void;
}) {
  const { errors, values, onSubmit } = useValidatedForm(categorySchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(e) => {
        onSubmit(e);
        if (!e.defaultPrevented) onDone?.();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <Stack>
        <FormError message={errors.form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("admin.categories.name")}
            name="name"
            required
            defaultValue={values.name ?? category?.name ?? ""}
            error={errors.name}
          />
          <TextInput
            label={t("admin.categories.slug")}
            name="slug"
            required
            description={t("admin.categories.slugHelp")}
            defaultValue={values.slug ?? category?.slug ?? ""}
            error={errors.slug}
          />
        </SimpleGrid>
        <Textarea
          label={t("admin.categories.descriptionLabel")}
          name="description"
          description={t("admin.categories.optional")}
          autosize
          minRows={2}
          defaultValue={values.description ?? category?.description ?? ""}
          error={errors.description}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t(intent === "create" ? "admin.categories.add" : "admin.categories.save")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function EditCategory({
  category,
  actionData,
}: {
  category: ServiceCategory;
  actionData: Rejected | undefined;
}) {
  // A refused edit reopens its dialog with the errors and what was typed.
  const [opened, { open, close }] = useDisclosure(false);
  const t = useT();
  useEffect(() => {
    if (actionData) open();
  }, [actionData, open]);
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        aria-label={t("admin.categories.editOf", { name: category.name })}
      >
        {t("admin.categories.edit")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("admin.categories.editOf", { name: category.name })}
        closeButtonProps={{ "aria-label": t("admin.categories.close") }}
      >
        <CategoryForm intent="update" category={category} actionData={actionData} onDone={close} />
      </Modal>
    </>
  );
}
