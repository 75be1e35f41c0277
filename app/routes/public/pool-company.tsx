import {
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconBuilding, IconDeviceMobile, IconUserCog } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Route } from "./+types/pool-company";

export const meta: Route.MetaFunction = () => [
  { title: "Pool Company — Drip Drop" },
  {
    name: "description",
    content: "What a pool-service company gets from Drip Drop: for the office, technicians and owner.",
  },
];

const roles: { icon: typeof IconBuilding; title: MessageKey; points: MessageKey[] }[] = [
  {
    icon: IconBuilding,
    title: "common.site.poolCompany.officeTitle",
    points: [
      "common.site.poolCompany.office1",
      "common.site.poolCompany.office2",
      "common.site.poolCompany.office3",
      "common.site.poolCompany.office4",
      "common.site.poolCompany.office5",
    ],
  },
  {
    icon: IconDeviceMobile,
    title: "common.site.poolCompany.techTitle",
    points: [
      "common.site.poolCompany.tech1",
      "common.site.poolCompany.tech2",
      "common.site.poolCompany.tech3",
      "common.site.poolCompany.tech4",
      "common.site.poolCompany.tech5",
    ],
  },
  {
    icon: IconUserCog,
    title: "common.site.poolCompany.ownerTitle",
    points: [
      "common.site.poolCompany.owner1",
      "common.site.poolCompany.owner2",
      "common.site.poolCompany.owner3",
      "common.site.poolCompany.owner4",
      "common.site.poolCompany.owner5",
    ],
  },
];

export default function PoolCompany() {
  const t = useT();
  return (
    <>
      <Box bg="cyan.0" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1}>{t("common.site.poolCompany.title")}</Title>
            <Text size="lg">{t("common.site.poolCompany.intro")}</Text>
            <Group mt="sm">
              <Button component={Link} to="/signUp" size="md">
                {t("common.site.poolCompany.createCompany")}
              </Button>
              <Button component={Link} to="/signIn" size="md" variant="default">
                {t("common.site.poolCompany.signIn")}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" mt={48}>
        <Title order={2}>{t("common.site.poolCompany.everyone")}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
          {roles.map((r) => (
            <Card key={r.title} withBorder padding="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <r.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(r.title)}
                </Title>
              </Group>
              <List mt="md" spacing="xs">
                {r.points.map((p) => (
                  <List.Item key={p}>{t(p)}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" mt={48}>
        <Card withBorder padding="xl" bg="gray.0">
          <Title order={2}>{t("common.site.poolCompany.startHeading")}</Title>
          <List type="ordered" mt="md" spacing="sm" maw={760}>
            <List.Item>{t("common.site.poolCompany.step1")}</List.Item>
            <List.Item>{t("common.site.poolCompany.step2")}</List.Item>
            <List.Item>{t("common.site.poolCompany.step3")}</List.Item>
            <List.Item>{t("common.site.poolCompany.step4")}</List.Item>
          </List>
          <Group mt="lg">
            <Button component={Link} to="/signUp">
              {t("common.site.poolCompany.createCompany")}
            </Button>
            <Button component={Link} to="/products" variant="default">
              {t("common.site.poolCompany.seePlans")}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
