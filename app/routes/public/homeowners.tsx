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
import {
  IconCamera,
  IconFileReport,
  IconMessage,
  IconReceipt,
  IconTool,
  IconUser,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Route } from "./+types/homeowners";

export const meta: Route.MetaFunction = () => [
  { title: "Home Owners — Drip Drop" },
  { name: "description", content: "What pool owners get when their pool company uses Drip Drop." },
];

const benefits: { icon: typeof IconTool; title: MessageKey; text: MessageKey }[] = [
  {
    icon: IconFileReport,
    title: "common.site.homeowners.reportTitle",
    text: "common.site.homeowners.reportText",
  },
  {
    icon: IconCamera,
    title: "common.site.homeowners.photosTitle",
    text: "common.site.homeowners.photosText",
  },
  {
    icon: IconReceipt,
    title: "common.site.homeowners.invoicesTitle",
    text: "common.site.homeowners.invoicesText",
  },
  {
    icon: IconMessage,
    title: "common.site.homeowners.messagesTitle",
    text: "common.site.homeowners.messagesText",
  },
  {
    icon: IconTool,
    title: "common.site.homeowners.equipmentTitle",
    text: "common.site.homeowners.equipmentText",
  },
  {
    icon: IconUser,
    title: "common.site.homeowners.freeTitle",
    text: "common.site.homeowners.freeText",
  },
];

export default function HomeOwners() {
  const t = useT();
  return (
    <>
      <Box bg="cyan.0" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1}>{t("common.site.homeowners.title")}</Title>
            <Text size="lg">{t("common.site.homeowners.intro")}</Text>
            <Group mt="sm">
              <Button component={Link} to="/homeOwnerSignUp" size="md">
                {t("common.site.homeowners.createAccount")}
              </Button>
              <Button component={Link} to="/reedemInviteCode" size="md" variant="default">
                {t("common.site.homeowners.haveCode")}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" mt={48}>
        <Title order={2}>{t("common.site.homeowners.whatHeading")}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
          {benefits.map((b) => (
            <Card key={b.title} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <b.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {t(b.title)}
              </Title>
              <Text mt={6}>{t(b.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" mt={48}>
        <Title order={2}>{t("common.site.homeowners.howHeading")}</Title>
        <List type="ordered" mt="md" spacing="sm" maw={760}>
          <List.Item>{t("common.site.homeowners.step1")}</List.Item>
          <List.Item>{t("common.site.homeowners.step2")}</List.Item>
          <List.Item>{t("common.site.homeowners.step3")}</List.Item>
          <List.Item>{t("common.site.homeowners.step4")}</List.Item>
        </List>
        <Text c="gray.7" mt="md" maw={760}>
          {t("common.site.homeowners.notYet")}
        </Text>
        <Group mt="lg">
          <Button component={Link} to="/homeOwnerSignUp">
            {t("common.site.homeowners.createAccount")}
          </Button>
          <Button component={Link} to="/reedemInviteCode" variant="default">
            {t("common.site.homeowners.redeem")}
          </Button>
          <Button component={Link} to="/homeOwnerSignIn" variant="subtle">
            {t("common.site.homeowners.signIn")}
          </Button>
        </Group>
      </Container>
    </>
  );
}
