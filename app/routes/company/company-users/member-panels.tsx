import {
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from "@mantine/core";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { roleNameIn } from "~/components/i18n/role-words";
import { Fact } from "~/components/layout/fact";
import { wordFor } from "~/core/i18n/word-for";
import { routeColors } from "~/domain/routing/routing-schemas";
import {
  memberRoleSchema,
  memberRoutingSchema,
  workerTypeKeys,
  workerTypes,
} from "~/domain/team/member-schemas";
import type { MemberDetail } from "~/domain/team/members.server";
import { weekdayKeys } from "../route-management/weekdays";

type Member = MemberDetail["member"];

/** A route colour's name in the page's language (Mantine's colour names are stored). */
const colorKeys = {
  blue: "people.color.blue",
  orange: "people.color.orange",
  grape: "people.color.grape",
  teal: "people.color.teal",
  red: "people.color.red",
  cyan: "people.color.cyan",
  lime: "people.color.lime",
  pink: "people.color.pink",
  indigo: "people.color.indigo",
  yellow: "people.color.yellow",
  violet: "people.color.violet",
  green: "people.color.green",
} as const satisfies Record<(typeof routeColors)[number], string>;

/** Role and worker type. */
export function RolePanel({
  member,
  roleName,
  roles,
  canManage,
  actionData,
}: {
  member: Member;
  roleName: string;
  roles: { id: string; name: string }[];
  canManage: boolean;
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(memberRoleSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} id="role">
      <Stack>
        <Title order={2} size="h4">
          {t("people.role.heading")}
        </Title>
        {canManage ? (
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="role" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={t("people.role.role")}
                name="roleId"
                defaultValue={values.roleId ?? member.roleId}
                data={roles.map((r) => ({ value: r.id, label: roleNameIn(t, r.name) }))}
                error={errors.roleId}
              />
              <NativeSelect
                label={t("people.role.workerType")}
                name="workerType"
                defaultValue={values.workerType ?? member.workerType}
                data={workerTypes.map((w) => ({ value: w, label: t(workerTypeKeys[w]) }))}
                error={errors.workerType}
              />
            </SimpleGrid>
            <Button type="submit" mt="sm" loading={busy}>
              {t("people.role.save")}
            </Button>
          </Form>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label={t("people.role.role")}>{roleName}</Fact>
            <Fact label={t("people.role.workerType")}>{t(workerTypeKeys[member.workerType])}</Fact>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** What routing reads: the route colour, where the day starts, work days and hours. */
export function RoutingPanel({
  member,
  canManage,
  actionData,
}: {
  member: Member;
  canManage: boolean;
  actionData: Rejected | undefined;
}) {
  const theme = useMantineTheme();
  const t = useT();
  const f = useFormat();
  const colorName = (c: string) => wordFor(t, colorKeys, c);
  const { errors, values, onSubmit } = useValidatedForm(memberRoutingSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const [color, setColor] = useState(values.routeColor ?? member.routeColor ?? "blue");
  const [startFrom, setStartFrom] = useState(values.startFrom ?? member.startFrom);
  const workDays = actionData
    ? [0, 1, 2, 3, 4, 5, 6].filter((d) => values[`work${d}`] === "on")
    : member.workDays;
  if (!canManage) {
    return (
      <Paper withBorder p={{ base: "sm", sm: "lg" }} id="routing">
        <Stack>
          <Title order={2} size="h4">
            {t("people.routing.heading")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label={t("people.routing.routeColor")}>
              {member.routeColor
                ? colorName(member.routeColor).toLocaleLowerCase(t.locale)
                : t("people.routing.pickedByOrder")}
            </Fact>
            <Fact label={t("people.routing.dayStartsAt")}>
              {member.startFrom === "home"
                ? t("people.routing.home", { address: member.homeAddress ?? "—" })
                : t("people.routing.theShop")}
            </Fact>
            <Fact label={t("people.routing.workDays")}>
              {member.workDays.map((d) => t(weekdayKeys[d])).join(", ") || t("people.routing.noWorkDays")}
            </Fact>
            <Fact label={t("people.routing.hoursADay")}>{f.number(member.dailyMinutes / 60)}</Fact>
          </SimpleGrid>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} id="routing">
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="routing" />
        <Stack>
          <Title order={2} size="h4">
            {t("people.routing.heading")}
          </Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t("people.routing.routeColor")}
              name="routeColor"
              value={color}
              onChange={(e) => setColor(e.currentTarget.value)}
              data={routeColors.map((c) => ({ value: c, label: colorName(c) }))}
              error={errors.routeColor}
              style={{ flex: "0 1 200px" }}
            />
            <ColorSwatch color={theme.colors[color]?.[6] ?? color} aria-hidden mb={6} />
          </Group>
          <Radio.Group
            label={t("people.routing.startsAndEnds")}
            name="startFrom"
            value={startFrom}
            onChange={(v) => setStartFrom(v as "shop" | "home")}
            error={errors.startFrom}
          >
            <Group mt="xs">
              <Radio value="shop" label={t("people.routing.theShop")} />
              <Radio value="home" label={t("people.routing.theirHome")} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t("people.routing.homeAddress")}
            name="homeAddress"
            description={t("people.routing.homeAddressHelp")}
            defaultValue={values.homeAddress ?? member.homeAddress ?? ""}
            error={errors.homeAddress}
            required={startFrom === "home"}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t("people.routing.homeLatitude")}
              name="homeLatitude"
              inputMode="decimal"
              defaultValue={values.homeLatitude ?? member.homeLatitude?.toString() ?? ""}
              error={errors.homeLatitude}
            />
            <TextInput
              label={t("people.routing.homeLongitude")}
              name="homeLongitude"
              inputMode="decimal"
              defaultValue={values.homeLongitude ?? member.homeLongitude?.toString() ?? ""}
              error={errors.homeLongitude}
            />
          </SimpleGrid>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={6}>
              {t("people.routing.workDays")}
            </Text>
            <Group gap="md">
              {weekdayKeys.map((key, d) => (
                <Checkbox key={key} name={`work${d}`} label={t(key)} defaultChecked={workDays.includes(d)} />
              ))}
            </Group>
          </fieldset>
          <NumberInput
            label={t("people.routing.hoursADay")}
            name="dailyHours"
            description={t("people.routing.hoursHelp")}
            min={1}
            max={16}
            step={0.5}
            decimalScale={2}
            defaultValue={values.dailyHours ?? member.dailyMinutes / 60}
            error={errors.dailyHours}
            maw={200}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t("people.routing.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
