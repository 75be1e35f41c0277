import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { readingNameKeys } from "~/core/i18n/water-words";
import { type StopReading, stopReadings } from "~/domain/service/readings";

/** Which readings technicians are asked for at every stop (salt and bromine only show where they apply). */
export function ReadingsPanel({ readingSet, error }: { readingSet: StopReading[]; error?: string }) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Paper withBorder p="lg" maw={820} id="readings">
      <Form method="post">
        <input type="hidden" name="intent" value="readings" />
        <Stack>
          <Title order={2} size="h4">
            {t("people.readings.heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("people.readings.text")}
          </Text>
          <Checkbox.Group
            name="readings"
            defaultValue={readingSet}
            error={error ? t.text(error) : undefined}
            label={t("people.readings.label")}
            aria-label={t("people.readings.label")}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
              {stopReadings.map((r) => (
                <Checkbox key={r} name="readings" value={r} label={t(readingNameKeys[r])} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={busy}>
              {t("people.readings.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
