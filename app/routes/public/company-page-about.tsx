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
import { hoursRows, type OpeningHours } from "~/core/directory/opening-hours";
import type { CompanyListing } from "./company-page-view";

/** The week's hours, consecutive days with the same hours folded; nothing when the company gave none. */
export function OpeningHoursTable({
  hours,
  headingOrder,
}: {
  hours: OpeningHours;
  headingOrder: TitleOrder;
}) {
  const rows = hoursRows(hours);
  if (rows.length === 0) return null;
  return (
    <>
      <Title order={headingOrder} size="h5" mt="lg" mb={4}>
        Opening hours
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
  const { about, servicesOffered, categoryNames, publicPhotos } = listing;
  if (!about && servicesOffered.length === 0 && categoryNames.length === 0 && publicPhotos.length === 0)
    return null;
  return (
    <Paper withBorder p="lg" mb="lg">
      <Title order={headingOrder} size="h3" mb="xs">
        About {listing.name}
      </Title>
      {categoryNames.length ? (
        <Group gap={6} mb="sm" aria-label="Categories">
          {categoryNames.map((c) => (
            <Badge key={c} variant="light" color="cyan">
              {c}
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
            Services
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
                alt={`${listing.name}, photo ${i + 1}`}
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
