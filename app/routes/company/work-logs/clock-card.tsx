import { Alert, Anchor, Button, Checkbox, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconClockPlay, IconClockStop, IconCoffee, IconToolsKitchen2 } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { bold, Rich } from "~/components/i18n/rich";

/** The member's shift as the clock shows it (times already in the company's time zone). */
export interface ClockShift {
  since: string;
  workedMinutes: number;
  openBreak: { kind: "break" | "lunch"; since: string } | null;
}

const ACTION = "/company/workLogs";
const LOCATION_KEY = "dripdrop:clock-location";

/** Asks the device where it is, only when the person ticked "record my location"; gives up after 8 s. */
function position(): Promise<{ latitude: string; longitude: string } | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: String(p.coords.latitude), longitude: String(p.coords.longitude) }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 8_000, maximumAge: 60_000 },
    ),
  );
}

/** Minutes worked so far, ticking once a minute in the browser (not during lunch, which is unpaid). */
function useWorkedMinutes(shift: ClockShift | null) {
  const [extra, setExtra] = useState(0);
  useEffect(() => {
    setExtra(0);
    if (!shift || shift.openBreak?.kind === "lunch") return;
    const started = Date.now();
    const id = window.setInterval(() => setExtra(Math.floor((Date.now() - started) / 60_000)), 30_000);
    return () => window.clearInterval(id);
  }, [shift]);
  return shift ? shift.workedMinutes + extra : 0;
}

/**
 * The time clock, built for a phone: one big button for what comes next. Clock in/out posts to the work-logs page
 * (also from the dashboard) and works without JavaScript; with it, the device's position is added when allowed.
 */
export function ClockCard({
  shift,
  error,
  returnTo = ACTION,
}: {
  shift: ClockShift | null;
  error?: string;
  returnTo?: string;
}) {
  const f = useFormat();
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [locating, setLocating] = useState(false);
  const [withLocation, setWithLocation] = useState(false);
  const [confirmOut, { open: openOut, close: closeOut }] = useDisclosure(false);
  const worked = useWorkedMinutes(shift);

  useEffect(() => setWithLocation(window.localStorage.getItem(LOCATION_KEY) === "yes"), []);

  async function clock(event: React.FormEvent<HTMLFormElement>, intent: "clockIn" | "clockOut") {
    event.preventDefault();
    closeOut();
    const fields: Record<string, string> = { intent, returnTo };
    if (withLocation) {
      setLocating(true);
      const where = await position();
      setLocating(false);
      if (where) Object.assign(fields, where);
    }
    submit(fields, { method: "post", action: ACTION });
  }

  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );

  return (
    <Paper withBorder p="lg" maw={520} w="100%">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("office.clock.title")}
        </Title>
        {shift ? (
          <Text>
            <Rich
              k="office.clock.since"
              values={{ since: shift.since, worked: f.duration(worked), b: bold }}
            />
            {shift.openBreak ? (
              <>
                <br />
                <Rich
                  k={shift.openBreak.kind === "lunch" ? "office.clock.onLunch" : "office.clock.onBreak"}
                  values={{ since: shift.openBreak.since, b: bold }}
                />
              </>
            ) : null}
          </Text>
        ) : (
          <Text>{t("office.clock.off")}</Text>
        )}
        {error ? (
          <Alert color="red" role="alert" id="clock-error">
            {t.text(error)}
          </Alert>
        ) : null}

        {!shift ? (
          <Form method="post" action={ACTION} onSubmit={(e) => clock(e, "clockIn")}>
            {hidden("clockIn")}
            <Button
              type="submit"
              size="xl"
              fullWidth
              color="teal"
              leftSection={<IconClockPlay aria-hidden />}
              loading={locating || busyIntent === "clockIn"}
            >
              {t("office.clock.in")}
            </Button>
          </Form>
        ) : shift.openBreak ? (
          <Form method="post" action={ACTION}>
            {hidden("endBreak")}
            <Button type="submit" size="xl" fullWidth loading={busyIntent === "endBreak"}>
              {shift.openBreak.kind === "lunch" ? t("office.clock.endLunch") : t("office.clock.endBreak")}
            </Button>
          </Form>
        ) : (
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <Form method="post" action={ACTION}>
              {hidden("startBreak")}
              <input type="hidden" name="kind" value="break" />
              <Button
                type="submit"
                size="lg"
                fullWidth
                variant="light"
                leftSection={<IconCoffee aria-hidden />}
                loading={busyIntent === "startBreak" && navigation.formData?.get("kind") === "break"}
              >
                {t("office.clock.break")}
              </Button>
            </Form>
            <Form method="post" action={ACTION}>
              {hidden("startBreak")}
              <input type="hidden" name="kind" value="lunch" />
              <Button
                type="submit"
                size="lg"
                fullWidth
                variant="light"
                leftSection={<IconToolsKitchen2 aria-hidden />}
                loading={busyIntent === "startBreak" && navigation.formData?.get("kind") === "lunch"}
              >
                {t("office.clock.lunch")}
              </Button>
            </Form>
          </Group>
        )}
        {shift ? (
          <>
            <Button
              size="xl"
              fullWidth
              color="red"
              variant={shift.openBreak ? "light" : "filled"}
              leftSection={<IconClockStop aria-hidden />}
              onClick={openOut}
              loading={locating || busyIntent === "clockOut"}
            >
              {t("office.clock.out")}
            </Button>
            <Modal
              opened={confirmOut}
              onClose={closeOut}
              title={t("office.clock.confirmTitle")}
              closeButtonProps={{ "aria-label": t("office.clock.close") }}
            >
              <Form method="post" action={ACTION} onSubmit={(e) => clock(e, "clockOut")}>
                {hidden("clockOut")}
                <Text mb="md">
                  {t(
                    shift.openBreak?.kind === "lunch"
                      ? "office.clock.confirmLunch"
                      : shift.openBreak
                        ? "office.clock.confirmBreak"
                        : "office.clock.confirm",
                    { worked: f.duration(worked) },
                  )}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={closeOut}>
                    {t("office.clock.keepWorking")}
                  </Button>
                  <Button type="submit" color="red">
                    {t("office.clock.out")}
                  </Button>
                </Group>
              </Form>
            </Modal>
          </>
        ) : null}
        <Checkbox
          label={t("office.clock.location")}
          description={t("office.clock.locationHelp")}
          checked={withLocation}
          onChange={(e) => {
            setWithLocation(e.currentTarget.checked);
            window.localStorage.setItem(LOCATION_KEY, e.currentTarget.checked ? "yes" : "no");
          }}
        />
        <Text size="xs" c="dimmed">
          {t("office.clock.breakRules")}
        </Text>
        {returnTo !== ACTION ? (
          <Anchor component={Link} to={ACTION} size="sm">
            {t("office.clock.logs")}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
