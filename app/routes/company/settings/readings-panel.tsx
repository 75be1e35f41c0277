import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { type StopReading, stopReadingLabels, stopReadings } from "~/domain/service/readings";

/** Which readings technicians are asked for at every stop (salt and bromine only show where they apply). */
export function ReadingsPanel({ readingSet, error }: { readingSet: StopReading[]; error?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p="lg" maw={820} id="readings">
      <Form method="post">
        <input type="hidden" name="intent" value="readings" />
        <Stack>
          <Title order={2} size="h4">
            Readings at each stop
          </Title>
          <Text size="sm" c="dimmed">
            What technicians test at every visit. Salt is asked only at salt pools and bromine only at bromine
            pools.
          </Text>
          <Checkbox.Group
            name="readings"
            defaultValue={readingSet}
            error={error}
            label="Readings"
            aria-label="Readings"
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
              {stopReadings.map((r) => (
                <Checkbox key={r} name="readings" value={r} label={stopReadingLabels[r]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={busy}>
              Save readings
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
