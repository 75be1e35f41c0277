import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
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
import { weekdayShort } from "~/core/recurrence/recurrence";
import { holidayPolicies, holidayPolicyLabels } from "~/core/recurrence/schedule";
import { routingSettingsSchema, technicianRoutingSchema } from "~/domain/routing/routing-schemas";
import type { Route } from "./+types/page";

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; memberId?: string } & Partial<Rejected>;

const speedOf = (kmh: number, units: string) => Math.round((units === "us" ? kmh / 1.609344 : kmh) * 10) / 10;
/** Monday first, as people plan a work week. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

function RoutingSettingsForm({ data, actionData }: { data: LoaderData; actionData?: ActionData }) {
  const s = data.week.settings;
  const rejected =
    actionData?.intent === "settings" && actionData.ok === false ? (actionData as Rejected) : undefined;
  const { errors, values, onSubmit } = useValidatedForm(routingSettingsSchema, rejected);
  const busy = useNavigation().formData?.get("intent") === "settings";
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  return (
    <Paper withBorder p="lg">
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="settings" />
        <Stack>
          <Title order={2} size="h4">
            Routing settings
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name="shopLatitude"
              label="Shop latitude"
              description="Where routes start for technicians who start from the shop"
              inputMode="decimal"
              defaultValue={v("shopLatitude", s.shop?.lat.toString() ?? "")}
              error={errors.shopLatitude}
            />
            <TextInput
              name="shopLongitude"
              label="Shop longitude"
              inputMode="decimal"
              defaultValue={v("shopLongitude", s.shop?.lng.toString() ?? "")}
              error={errors.shopLongitude}
            />
            <NumberInput
              name="scheduleHorizonWeeks"
              label="Schedule visits ahead (weeks)"
              min={1}
              max={26}
              allowDecimal={false}
              defaultValue={v("scheduleHorizonWeeks", String(s.scheduleHorizonWeeks))}
              error={errors.scheduleHorizonWeeks}
            />
            <NativeSelect
              name="holidayPolicy"
              label="On a holiday"
              data={holidayPolicies.map((p) => ({ value: p, label: holidayPolicyLabels[p] }))}
              defaultValue={v("holidayPolicy", s.holidayPolicy)}
              error={errors.holidayPolicy}
            />
            <NumberInput
              name="roadFactor"
              label="Road factor"
              description="Road distance ÷ straight-line distance (1.3 is typical in town)"
              min={1}
              max={3}
              step={0.05}
              decimalScale={2}
              defaultValue={v("roadFactor", String(s.roadFactor))}
              error={errors.roadFactor}
            />
            <NumberInput
              name="averageSpeed"
              label={`Average driving speed (${data.units === "us" ? "mph" : "km/h"})`}
              min={5}
              max={120}
              decimalScale={1}
              defaultValue={v("averageSpeed", String(speedOf(s.averageSpeedKmh, data.units)))}
              error={errors.averageSpeed}
            />
          </SimpleGrid>
          <Textarea
            name="holidays"
            label="Holidays"
            description="One a line: the date, then its name (2026-12-25 Christmas)"
            autosize
            minRows={3}
            defaultValue={v("holidays", s.holidays.map((h) => `${h.date} ${h.name}`).join("\n"))}
            error={errors.holidays}
          />
          <Group>
            <Button type="submit" loading={busy}>
              Save routing settings
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function TechnicianForm({
  data,
  technician: t,
  actionData,
}: {
  data: LoaderData;
  technician: LoaderData["week"]["technicians"][number];
  actionData?: ActionData;
}) {
  const mine = actionData?.intent === "technician" && actionData.memberId === t.id;
  const rejected = mine && actionData.ok === false ? (actionData as Rejected) : undefined;
  const { errors, values, onSubmit } = useValidatedForm(technicianRoutingSchema, rejected);
  const navigation = useNavigation();
  const busy = navigation.formData?.get("memberId") === t.id;
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  const workDays = rejected
    ? weekOrder.filter((d) => values[`work${d}`] === "on")
    : weekOrder.filter((d) => t.workDays.includes(d));
  return (
    <Paper withBorder p="lg">
      <Form method="post" onSubmit={onSubmit} noValidate aria-label={`Routing of ${t.name}`}>
        <input type="hidden" name="intent" value="technician" />
        <input type="hidden" name="memberId" value={t.id} />
        <Stack>
          <Title order={3} size="h5">
            {t.name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              name="routeColor"
              label="Route colour"
              data={data.colors.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))}
              defaultValue={v("routeColor", t.color)}
              error={errors.routeColor}
            />
            <NativeSelect
              name="startFrom"
              label="Day starts from"
              data={[
                { value: "shop", label: "The shop" },
                { value: "home", label: "Home" },
              ]}
              defaultValue={v("startFrom", t.startFrom)}
              error={errors.startFrom}
            />
            <NumberInput
              name="dailyHours"
              label="Hours a working day"
              min={1}
              max={16}
              step={0.5}
              decimalScale={1}
              defaultValue={v("dailyHours", String(t.dailyMinutes / 60))}
              error={errors.dailyHours}
            />
            <TextInput
              name="homeAddress"
              label="Home address"
              defaultValue={v("homeAddress", t.homeAddress ?? "")}
              error={errors.homeAddress}
            />
            <TextInput
              name="homeLatitude"
              label="Home latitude"
              inputMode="decimal"
              defaultValue={v("homeLatitude", t.home?.lat.toString() ?? "")}
              error={errors.homeLatitude}
            />
            <TextInput
              name="homeLongitude"
              label="Home longitude"
              inputMode="decimal"
              defaultValue={v("homeLongitude", t.home?.lng.toString() ?? "")}
              error={errors.homeLongitude}
            />
          </SimpleGrid>
          <Fieldset legend="Working days" variant="unstyled">
            <Group>
              {weekOrder.map((d) => (
                <Checkbox
                  key={d}
                  name={`work${d}`}
                  defaultChecked={workDays.includes(d)}
                  label={weekdayShort[d]}
                />
              ))}
            </Group>
          </Fieldset>
          <TextInput
            name="skills"
            label="Skills"
            description="Separated by commas; a recurring stop may require one (salt, repairs)"
            defaultValue={v("skills", t.skills.join(", "))}
            error={errors.skills}
          />
          <Group>
            <Button type="submit" loading={busy}>
              Save {t.name}'s routing
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

export function SettingsPanel({
  loaderData: data,
  actionData,
}: {
  loaderData: LoaderData;
  actionData?: ActionData;
}) {
  if (!data.canManage)
    return <Text c="dimmed">Changing routing settings needs the Routing: manage level in your role.</Text>;
  return (
    <Stack gap="lg" maw={900}>
      <RoutingSettingsForm data={data} actionData={actionData} />
      <Title order={2} size="h4">
        Technicians
      </Title>
      {data.week.technicians.length === 0 ? (
        <Text c="dimmed">Nobody on the team works stops yet.</Text>
      ) : (
        data.week.technicians.map((t) => (
          <TechnicianForm key={t.id} data={data} technician={t} actionData={actionData} />
        ))
      )}
    </Stack>
  );
}
