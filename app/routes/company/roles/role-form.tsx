import {
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { permissionAreaKeys, permissionLevelKeys } from "~/components/i18n/permission-labels";
import { areaShortKeys } from "~/components/i18n/role-words";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { type Area, areaLevels, areas, type Level, levelOf } from "~/core/permissions/permissions";
import {
  levelField,
  levelLabels,
  levelShortLabels,
  roleColors,
  roleSchema,
} from "~/domain/team/role-schemas";

export interface RoleValues {
  name: string;
  description: string;
  color: string;
  permissions: string[];
  builtIn: string | null;
}

/** The role form: name, colour, description, and a level (or no access) for each area with what it allows. */
export function RoleForm({
  initial,
  actionData,
  submitLabel,
  cancelTo,
}: {
  initial?: RoleValues;
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo: string;
}) {
  const { errors, values, onSubmit } = useValidatedForm(roleSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const isOwner = initial?.builtIn === "owner";
  const t = useT();
  const levelNow = (area: Area) =>
    values[levelField(area)] ?? levelOf(initial?.permissions ?? [], area) ?? "";
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={900}>
        <FormError message={errors.form} />
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t("team.roles.name")}
              required
              name="name"
              autoComplete="off"
              readOnly={Boolean(initial?.builtIn)}
              description={initial?.builtIn ? t("team.roles.builtInName") : undefined}
              defaultValue={values.name ?? initial?.name ?? ""}
              error={errors.name}
            />
            <Select
              label={t("team.roles.color")}
              name="color"
              required
              data={roleColors.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))}
              defaultValue={values.color ?? initial?.color ?? "blue"}
              renderOption={({ option }) => (
                <Group gap="xs">
                  <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} aria-hidden />
                  {option.label}
                </Group>
              )}
              allowDeselect={false}
              error={errors.color}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t("team.roles.description")}
            description={t("team.roles.descriptionHelp")}
            name="description"
            autosize
            minRows={2}
            defaultValue={values.description ?? initial?.description ?? ""}
            error={errors.description}
          />
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Title order={2} size="h4" mb={4}>
            {t("team.roles.mayDo")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {isOwner ? t("team.roles.ownerHelp") : t("team.roles.levelsHelp")}
          </Text>
          <Stack gap="lg">
            {areas.map((area) => (
              <Radio.Group
                key={area}
                name={levelField(area)}
                label={t(permissionAreaKeys[area])}
                defaultValue={levelNow(area)}
                error={errors[levelField(area)]}
                readOnly={isOwner}
              >
                <Group mt={6} gap="md" wrap="wrap">
                  <Radio value="" label={t("team.roles.noAccess")} disabled={isOwner} />
                  {areaLevels[area].map((level: Level) => (
                    <Radio
                      key={level}
                      value={level}
                      label={t(levelLabels[level])}
                      description={t(
                        (permissionLevelKeys[area] as Partial<Record<Level, MessageKey>>)[level]!,
                      )}
                      disabled={isOwner}
                      maw={220}
                    />
                  ))}
                </Group>
              </Radio.Group>
            ))}
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            {t("team.roles.cancel")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** The areas a role reaches, as short badges ("Customers: manage"). */
export function RoleLevels({ permissions }: { permissions: string[] }) {
  const t = useT();
  const granted = areas.flatMap((area) => {
    const level = levelOf(permissions, area);
    return level ? [{ area, level }] : [];
  });
  if (!granted.length) return <Text c="dimmed">{t("team.roles.noAccess")}</Text>;
  return (
    <Group gap={6}>
      {granted.map(({ area, level }) => (
        <Badge key={area} variant="light" color="gray" tt="none">
          {t("team.roles.levelBadge", {
            area: t(areaShortKeys[area]),
            level: t(levelShortLabels[level]),
          })}
        </Badge>
      ))}
    </Group>
  );
}

const memberStatusKeys = {
  active: "team.role.memberStatus.active",
  pending: "team.role.memberStatus.pending",
  past: "team.role.memberStatus.past",
} as const satisfies Record<string, MessageKey>;
type MemberStatus = keyof typeof memberStatusKeys;

export function RoleMembersTable({
  members,
}: {
  members: { id: string; name: string; email: string; status: string }[];
}) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("team.roles.name")}</Table.Th>
            <Table.Th>{t("team.roles.email")}</Table.Th>
            <Table.Th>{t("team.roles.status")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.name}</Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>
                {m.status in memberStatusKeys ? t(memberStatusKeys[m.status as MemberStatus]) : m.status}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
