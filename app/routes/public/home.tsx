import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconCreditCard,
  IconFileReport,
  IconFileSpreadsheet,
  IconFlask,
  IconMessage,
  IconReceipt,
  IconRoute,
  IconTool,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Route } from "./+types/home";

interface Feature {
  icon: typeof IconRoute;
  title: MessageKey;
  text: MessageKey;
}

export const meta: Route.MetaFunction = () => [
  { title: "Drip Drop — software for pool-service companies and pool owners" },
  {
    name: "description",
    content:
      "Open-source software for pool-service companies: routing, water chemistry, service reports, billing and CSV import/export, plus a portal for pool owners.",
  },
];

const companyFeatures: Feature[] = [
  {
    icon: IconRoute,
    title: "common.site.home.routingTitle",
    text: "common.site.home.routingText",
  },
  {
    icon: IconFlask,
    title: "common.site.home.chemistryTitle",
    text: "common.site.home.chemistryText",
  },
  {
    icon: IconFileReport,
    title: "common.site.home.reportsTitle",
    text: "common.site.home.reportsText",
  },
  {
    icon: IconCreditCard,
    title: "common.site.home.billingTitle",
    text: "common.site.home.billingText",
  },
  {
    icon: IconFileSpreadsheet,
    title: "common.site.home.csvTitle",
    text: "common.site.home.csvText",
  },
];

const ownerFeatures: Feature[] = [
  {
    icon: IconFileReport,
    title: "common.site.home.reportTitle",
    text: "common.site.home.reportText",
  },
  { icon: IconReceipt, title: "common.site.home.invoicesTitle", text: "common.site.home.invoicesText" },
  {
    icon: IconMessage,
    title: "common.site.home.messagesTitle",
    text: "common.site.home.messagesText",
  },
  {
    icon: IconTool,
    title: "common.site.home.equipmentTitle",
    text: "common.site.home.equipmentText",
  },
];

function FeatureGrid({ features }: { features: Feature[] }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
      {features.map((f) => (
        <Card key={f.title} withBorder padding="lg">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <f.icon size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            {t(f.title)}
          </Title>
          <Text mt={6}>{t(f.text)}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export default function Home() {
  const t = useT();
  return (
    <>
      <Box bg="cyan.0" py={{ base: 48, md: 80 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.15}>
              {t("common.site.home.heroTitle")}
            </Title>
            <Text size="lg">{t("common.site.home.heroText")}</Text>
            <Group mt="sm">
              <Button component={Link} to="/signUp" size="md">
                {t("common.site.home.createCompany")}
              </Button>
              <Button component={Link} to="/homeOwnerSignUp" size="md" variant="default">
                {t("common.site.home.ownPool")}
              </Button>
            </Group>
            <Text size="sm">
              {t("common.site.home.alreadyUsing")}{" "}
              <Anchor component={Link} to="/signIn" c="cyan.9" fw={600}>
                {t("common.site.home.signIn")}
              </Anchor>
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" mt={56}>
        <Title order={2}>{t("common.site.home.companyHeading")}</Title>
        <Text c="gray.7" mt={6} maw={720}>
          {t("common.site.home.companyText")}
        </Text>
        <FeatureGrid features={companyFeatures} />
      </Container>

      <Container size="lg" mt={56}>
        <Title order={2}>{t("common.site.home.ownerHeading")}</Title>
        <Text c="gray.7" mt={6} maw={720}>
          {t("common.site.home.ownerText")}
        </Text>
        <FeatureGrid features={ownerFeatures} />
        <Group mt="lg">
          <Button component={Link} to="/homeowners" variant="light">
            {t("common.site.home.moreOwners")}
          </Button>
          <Button component={Link} to="/company" variant="light">
            {t("common.site.home.moreCompanies")}
          </Button>
        </Group>
      </Container>

      <Container size="lg" mt={56}>
        <Card withBorder padding="xl" bg="gray.0">
          <Title order={2}>{t("common.site.home.openHeading")}</Title>
          <Text mt="sm" maw={720}>
            {t("common.site.home.openText")}
          </Text>
          <Group mt="lg">
            <Button component={Link} to="/products">
              {t("common.site.home.seePlans")}
            </Button>
            <Button component={Link} to="/info" variant="default">
              {t("common.site.home.readFaq")}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
