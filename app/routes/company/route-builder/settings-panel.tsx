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
import { useT } from "~/components/i18n/i18n-provider";
import { type HolidayPolicy, holidayPolicies } from "~/core/recurrence/schedule";
import {
  routeColorLabels,
  routingSettingsSchema,
  technicianRoutingSchema,
} from "~/domain/routing/routing-schemas";
import { weekdayShortKeys } from "../route-management/weekdays";
import type { Route } from "./+types/page";

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; memberId?: string } & Partial<Rejected>;

const speedOf = (kmh: number, units: string) => Math.round((units === "us" ? kmh / 1.609344 : kmh) * 10) / 10;
/** What happens to a visit on a holiday (core/recurrence/schedule.ts's policies), as catalog keys. */
const holidayPolicyKeys = {
  skip: "builder.settings.policySkip",
  "next day": "builder.settings.policyNextDay",
  "previous day": "builder.settings.policyPreviousDay",
} as const satisfies Record<HolidayPolicy, string>;

/** Monday first, as people plan a work week. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

function RoutingSettingsForm({ data, actionData }: { data: LoaderData; actionData?: ActionData }) {
  const t = useT();
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
            {t("builder.settings.heading")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name="shopLatitude"
              label={t("builder.settings.shopLatitude")}
              description={t("builder.settings.shopLatitudeHelp")}
              inputMode="decimal"
              defaultValue={v("shopLatitude", s.shop?.lat.toString() ?? "")}
              error={errors.shopLatitude}
            />
            <TextInput
              name="shopLongitude"
              label={t("builder.settings.shopLongitude")}
              inputMode="decimal"
              defaultValue={v("shopLongitude", s.shop?.lng.toString() ?? "")}
              error={errors.shopLongitude}
            />
            <NumberInput
              name="scheduleHorizonWeeks"
              label={t("builder.settings.horizon")}
              min={1}
              max={26}
              allowDecimal={false}
              defaultValue={v("scheduleHorizonWeeks", String(s.scheduleHorizonWeeks))}
              error={errors.scheduleHorizonWeeks}
            />
            <NativeSelect
              name="holidayPolicy"
              label={t("builder.settings.holidayPolicy")}
              data={holidayPolicies.map((p) => ({ value: p, label: t(holidayPolicyKeys[p]) }))}
              defaultValue={v("holidayPolicy", s.holidayPolicy)}
              error={errors.holidayPolicy}
            />
            <NumberInput
              name="roadFactor"
              label={t("builder.settings.roadFactor")}
              description={t("builder.settings.roadFactorHelp")}
              min={1}
              max={3}
              step={0.05}
              decimalScale={2}
              defaultValue={v("roadFactor", String(s.roadFactor))}
              error={errors.roadFactor}
            />
            <NumberInput
              name="averageSpeed"
              label={t("builder.settings.averageSpeed", { unit: data.units === "us" ? "mph" : "km/h" })}
              min={5}
              max={120}
              decimalScale={1}
              defaultValue={v("averageSpeed", String(speedOf(s.averageSpeedKmh, data.units)))}
              error={errors.averageSpeed}
            />
          </SimpleGrid>
          <Textarea
            name="holidays"
            label={t("builder.settings.holidays")}
            description={t("builder.settings.holidaysHelp")}
            autosize
            minRows={3}
            defaultValue={v("holidays", s.holidays.map((h) => `${h.date} ${h.name}`).join("\n"))}
            error={errors.holidays}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t("builder.settings.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function TechnicianForm({
  data,
  technician: member,
  actionData,
}: {
  data: LoaderData;
  technician: LoaderData["week"]["technicians"][number];
  actionData?: ActionData;
}) {
  const t = useT();
  const mine = actionData?.intent === "technician" && actionData.memberId === member.id;
  const rejected = mine && actionData.ok === false ? (actionData as Rejected) : undefined;
  const { errors, values, onSubmit } = useValidatedForm(technicianRoutingSchema, rejected);
  const navigation = useNavigation();
  const busy = navigation.formData?.get("memberId") === member.id;
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  const workDays = rejected
    ? weekOrder.filter((d) => values[`work${d}`] === "on")
    : weekOrder.filter((d) => member.workDays.includes(d));
  return (
    <Paper withBorder p="lg">
      <Form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label={t("builder.settings.routingOf", { name: member.name })}
      >
        <input type="hidden" name="intent" value="technician" />
        <input type="hidden" name="memberId" value={member.id} />
        <Stack>
          <Title order={3} size="h5">
            {member.name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              name="routeColor"
              label={t("builder.settings.routeColor")}
              data={data.colors.map((c) => ({ value: c, label: t(routeColorLabels[c]) }))}
              defaultValue={v("routeColor", member.color)}
              error={errors.routeColor}
            />
            <NativeSelect
              name="startFrom"
              label={t("builder.settings.startFrom")}
              data={[
                { value: "shop", label: t("builder.settings.startShop") },
                { value: "home", label: t("builder.settings.startHome") },
              ]}
              defaultValue={v("startFrom", member.startFrom)}
              error={errors.startFrom}
            />
            <NumberInput
              name="dailyHours"
              label={t("builder.settings.dailyHours")}
              min={1}
              max={16}
              step={0.5}
              decimalScale={1}
              defaultValue={v("dailyHours", String(member.dailyMinutes / 60))}
              error={errors.dailyHours}
            />
            <TextInput
              name="homeAddress"
              label={t("builder.settings.homeAddress")}
              defaultValue={v("homeAddress", member.homeAddress ?? "")}
              error={errors.homeAddress}
            />
            <TextInput
              name="homeLatitude"
              label={t("builder.settings.homeLatitude")}
              inputMode="decimal"
              defaultValue={v("homeLatitude", member.home?.lat.toString() ?? "")}
              error={errors.homeLatitude}
            />
            <TextInput
              name="homeLongitude"
              label={t("builder.settings.homeLongitude")}
              inputMode="decimal"
              defaultValue={v("homeLongitude", member.home?.lng.toString() ?? "")}
              error={errors.homeLongitude}
            />
          </SimpleGrid>
          <Fieldset legend={t("builder.settings.workingDays")} variant="unstyled">
            <Group>
              {weekOrder.map((d) => (
                <Checkbox
                  key={d}
                  name={`work${d}`}
                  defaultChecked={workDays.includes(d)}
                  label={t(weekdayShortKeys[d])}
                />
              ))}
            </Group>
          </Fieldset>
          <TextInput
            name="skills"
            label={t("builder.settings.skills")}
            description={t("builder.settings.skillsHelp")}
            defaultValue={v("skills", member.skills.join(", "))}
            error={errors.skills}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t("builder.settings.saveTechnician", { name: member.name })}
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
  const t = useT();
  if (!data.canManage) return <Text c="dimmed">{t("builder.settings.needsManage")}</Text>;
  return (
    <Stack gap="lg" maw={900}>
      <RoutingSettingsForm data={data} actionData={actionData} />
      <Title order={2} size="h4">
        {t("builder.settings.technicians")}
      </Title>
      {data.week.technicians.length === 0 ? (
        <Text c="dimmed">{t("builder.settings.noTechnicians")}</Text>
      ) : (
        data.week.technicians.map((m) => (
          <TechnicianForm key={m.id} data={data} technician={m} actionData={actionData} />
        ))
      )}
    </Stack>
  );
}
