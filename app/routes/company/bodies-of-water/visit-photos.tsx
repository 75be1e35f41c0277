import { Anchor, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { listVisitPhotos } from "~/domain/service/visit-photos.server";

/**
 * The photos taken at the finished visits here (general and checklist photos), newest visit first, each with its stop
 * and date and a link to the stop.
 */
export function VisitPhotos({ photos }: { photos: Awaited<ReturnType<typeof listVisitPhotos>> }) {
  const t = useT();
  const f = useFormat();
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t("field.visitPhotos.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
        {photos.map((p) => (
          <Stack key={p.url} gap={2}>
            <Anchor href={p.url} target="_blank">
              <Image
                src={p.thumbnailUrl}
                alt={
                  p.task
                    ? t("field.visitPhotos.taskAlt", { task: p.task, stop: p.label })
                    : t("field.visitPhotos.alt", { stop: p.label })
                }
                radius="sm"
                h={160}
                fit="cover"
              />
            </Anchor>
            <Text size="xs" c="dimmed">
              <Anchor component={Link} to={`/company/serviceStops/detail/${p.stopId}`} inherit>
                {p.label}
              </Anchor>{" "}
              · {f.calendarDate(p.date)}
              {p.task ? ` · ${p.task}` : ""}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
