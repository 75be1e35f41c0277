import {
  Badge,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Table,
  Text,
  Title,
  type TitleOrder,
} from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { categoryTextIn } from "~/components/i18n/category-words";
import { useT } from "~/components/i18n/i18n-provider";
import { formatTime, type OpeningHours, type Weekday, weekdays } from "~/core/directory/opening-hours";
import type { MessageKey } from "~/core/i18n/catalogs";
import type { CompanyListing } from "./company-page-view";

/** A weekday's word, by its stored number (0 = Sunday). */
export const weekdayKeys = {
  "0": "profile.weekday.sunday",
  "1": "profile.weekday.monday",
  "2": "profile.weekday.tuesday",
  "3": "profile.weekday.wednesday",
  "4": "profile.weekday.thursday",
  "5": "profile.weekday.friday",
  "6": "profile.weekday.saturday",
} as const satisfies Record<Weekday, MessageKey>;

/**
 * The week as rows in the page's language, Monday first, consecutive days of the same hours folded ("Monday – Friday"),
 * as core/directory's hoursRows does in English (whose words and "8:00 AM" English keeps).
 */
function useHoursRows(hours: OpeningHours): { days: string; hours: string }[] {
  const t = useT();
  const f = useFormat("UTC");
  if (Object.keys(hours).length === 0) return [];
  const time = (hhmm: string) => {
    if (t.language === "en") return formatTime(hhmm);
    const [h, m] = hhmm.split(":").map(Number);
    return f.time(Date.UTC(1970, 0, 1, h, m), { zone: false });
  };
  const text = (d: Weekday) => {
    const h = hours[d];
    return h ? `${time(h.opens)} – ${time(h.closes)}` : t("profile.hours.closed");
  };
  const rows: { from: string; to: string; hours: string }[] = [];
  for (const { day } of weekdays) {
    const name = t(weekdayKeys[day]);
    const last = rows.at(-1);
    if (last && last.hours === text(day)) last.to = name;
    else rows.push({ from: name, to: name, hours: text(day) });
  }
  return rows.map((r) => ({
    days: r.from === r.to ? r.from : t("profile.hours.days", { from: r.from, to: r.to }),
    hours: r.hours,
  }));
}

/** The week's hours, consecutive days with the same hours folded; nothing when the company gave none. */
export function OpeningHoursTable({
  hours,
  headingOrder,
}: {
  hours: OpeningHours;
  headingOrder: TitleOrder;
}) {
  const t = useT();
  const rows = useHoursRows(hours);
  if (rows.length === 0) return null;
  return (
    <>
      <Title order={headingOrder} size="h5" mt="lg" mb={4}>
        {t("profile.hours.label")}
      </Title>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.days}>
              <Table.Th scope="row" fw={500} pr="md">
                <Text size="sm">{r.days}</Text>
              </Table.Th>
              <Table.Td>
                <Text size="sm">{r.hours}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** About text, services, categories and photos; nothing at all when the company filled none of them. */
export function AboutSection({
  listing,
  headingOrder,
}: {
  listing: CompanyListing;
  headingOrder: TitleOrder;
}) {
  const t = useT();
  const { about, servicesOffered, categoryNames, publicPhotos } = listing;
  if (!about && servicesOffered.length === 0 && categoryNames.length === 0 && publicPhotos.length === 0)
    return null;
  return (
    <Paper withBorder p="lg" mb="lg">
      <Title order={headingOrder} size="h3" mb="xs">
        {t("profile.view.aboutHeading", { company: listing.name })}
      </Title>
      {categoryNames.length ? (
        <Group gap={6} mb="sm" aria-label={t("profile.about.categories")}>
          {categoryNames.map((c) => (
            <Badge key={c} variant="light" color="cyan">
              {categoryTextIn(t, c)}
            </Badge>
          ))}
        </Group>
      ) : null}
      {about
        ? about.split(/\n{2,}/).map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} mb="sm" style={{ whiteSpace: "pre-wrap" }}>
              {paragraph}
            </Text>
          ))
        : null}
      {servicesOffered.length ? (
        <>
          <Title order={(headingOrder + 1) as TitleOrder} size="h5" mb={4}>
            {t("profile.view.services")}
          </Title>
          <List size="sm" mb="sm">
            {servicesOffered.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      {publicPhotos.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {publicPhotos.map((p, i) => (
            <a key={p.url} href={p.url}>
              <Image
                src={p.thumbnailUrl}
                alt={t("profile.view.photoAlt", { company: listing.name, number: i + 1 })}
                radius="sm"
                h={110}
                fit="cover"
              />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
    </Paper>
  );
}
