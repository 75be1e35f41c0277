import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCode, IconDatabase, IconHeartHandshake } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "About — Drip Drop" },
  { name: "description", content: "Who builds Drip Drop, why it is open source, and what it does." },
];

const reasons: { icon: typeof IconCode; title: MessageKey; text: MessageKey }[] = [
  {
    icon: IconDatabase,
    title: "common.site.about.dataTitle",
    text: "common.site.about.dataText",
  },
  {
    icon: IconCode,
    title: "common.site.about.codeTitle",
    text: "common.site.about.codeText",
  },
  {
    icon: IconHeartHandshake,
    title: "common.site.about.lockTitle",
    text: "common.site.about.lockText",
  },
];

export default function About() {
  const t = useT();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t("common.site.about.title")}</Title>
      <Text size="lg" mt="sm" maw={760}>
        {t("common.site.about.intro")}
      </Text>

      <Title order={2} mt={48}>
        {t("common.site.about.whoHeading")}
      </Title>
      <Text mt="sm" maw={760}>
        {t("common.site.about.whoText")}
      </Text>

      <Title order={2} mt={48}>
        {t("common.site.about.whyHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
        {reasons.map((r) => (
          <Card key={r.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <r.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(r.title)}
            </Title>
            <Text mt={6}>{t(r.text)}</Text>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={2} mt={48}>
        {t("common.site.about.compareHeading")}
      </Title>
      <Text mt="sm" maw={760}>
        {t("common.site.about.compareText1")}
      </Text>
      <Text mt="sm" maw={760}>
        {t("common.site.about.compareText2")}
      </Text>
      <List mt="sm" spacing="xs" maw={760}>
        <List.Item>{t("common.site.about.point1")}</List.Item>
        <List.Item>{t("common.site.about.point2")}</List.Item>
        <List.Item>{t("common.site.about.point3")}</List.Item>
        <List.Item>{t("common.site.about.point4")}</List.Item>
        <List.Item>{t("common.site.about.point5")}</List.Item>
      </List>
      <Text mt="sm" maw={760}>
        {t("common.site.about.younger")}{" "}
        <Anchor component={Link} to="/contact">
          {t("common.site.about.tellUs")}
        </Anchor>
        .
      </Text>

      <Group mt={48}>
        <Button component={Link} to="/products">
          {t("common.site.about.seePlans")}
        </Button>
        <Button component={Link} to="/contact" variant="default">
          {t("common.site.about.contactUs")}
        </Button>
      </Group>
    </Container>
  );
}
