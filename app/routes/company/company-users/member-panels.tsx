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
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { routeColors } from "~/domain/routing/routing-schemas";
import {
  memberRoleSchema,
  memberRoutingSchema,
  weekdayLabels,
  workerTypeLabels,
  workerTypes,
} from "~/domain/team/member-schemas";
import type { MemberDetail } from "~/domain/team/members.server";

type Member = MemberDetail["member"];

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
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} id="role">
      <Stack>
        <Title order={2} size="h4">
          Role and worker type
        </Title>
        {canManage ? (
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="role" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label="Role"
                name="roleId"
                defaultValue={values.roleId ?? member.roleId}
                data={roles.map((r) => ({ value: r.id, label: r.name }))}
                error={errors.roleId}
              />
              <NativeSelect
                label="Worker type"
                name="workerType"
                defaultValue={values.workerType ?? member.workerType}
                data={workerTypes.map((w) => ({ value: w, label: workerTypeLabels[w] }))}
                error={errors.workerType}
              />
            </SimpleGrid>
            <Button type="submit" mt="sm" loading={busy}>
              Save role
            </Button>
          </Form>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label="Role">{roleName}</Fact>
            <Fact label="Worker type">{workerTypeLabels[member.workerType]}</Fact>
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
            Route and working days
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label="Route colour">{member.routeColor ?? "Picked by order"}</Fact>
            <Fact label="Day starts at">
              {member.startFrom === "home" ? `Home: ${member.homeAddress ?? "—"}` : "The shop"}
            </Fact>
            <Fact label="Work days">{member.workDays.map((d) => weekdayLabels[d]).join(", ") || "None"}</Fact>
            <Fact label="Hours a day">{member.dailyMinutes / 60}</Fact>
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
            Route and working days
          </Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Route colour"
              name="routeColor"
              value={color}
              onChange={(e) => setColor(e.currentTarget.value)}
              data={routeColors.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))}
              error={errors.routeColor}
              style={{ flex: "0 1 200px" }}
            />
            <ColorSwatch color={theme.colors[color]?.[6] ?? color} aria-hidden mb={6} />
          </Group>
          <Radio.Group
            label="The day starts and ends at"
            name="startFrom"
            value={startFrom}
            onChange={(v) => setStartFrom(v as "shop" | "home")}
            error={errors.startFrom}
          >
            <Group mt="xs">
              <Radio value="shop" label="The shop" />
              <Radio value="home" label="Their home" />
            </Group>
          </Radio.Group>
          <TextInput
            label="Home address"
            name="homeAddress"
            description="Placed on the map automatically when a geocoder is set up; otherwise enter the coordinates."
            defaultValue={values.homeAddress ?? member.homeAddress ?? ""}
            error={errors.homeAddress}
            required={startFrom === "home"}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Home latitude"
              name="homeLatitude"
              inputMode="decimal"
              defaultValue={values.homeLatitude ?? member.homeLatitude?.toString() ?? ""}
              error={errors.homeLatitude}
            />
            <TextInput
              label="Home longitude"
              name="homeLongitude"
              inputMode="decimal"
              defaultValue={values.homeLongitude ?? member.homeLongitude?.toString() ?? ""}
              error={errors.homeLongitude}
            />
          </SimpleGrid>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={6}>
              Work days
            </Text>
            <Group gap="md">
              {weekdayLabels.map((label, d) => (
                <Checkbox key={label} name={`work${d}`} label={label} defaultChecked={workDays.includes(d)} />
              ))}
            </Group>
          </fieldset>
          <NumberInput
            label="Hours a day"
            name="dailyHours"
            description="Driving and time on site the route builder may plan."
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
              Save route settings
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
