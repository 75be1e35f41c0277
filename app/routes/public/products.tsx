import {
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
import { IconBuildingSkyscraper, IconCheck, IconCloud, IconRocket, IconServer } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Route } from "./+types/products";

interface Plan {
  name: MessageKey;
  price: MessageKey;
  icon: typeof IconServer;
  summary: MessageKey;
  features: MessageKey[];
  cta: { label: MessageKey; to: string };
}

export const meta: Route.MetaFunction = () => [
  { title: "Products — Drip Drop" },
  { name: "description", content: "Drip Drop plans: self-hosted for free, or hosted by us." },
];

const plans: Plan[] = [
  {
    name: "common.site.products.selfName",
    price: "common.site.products.selfPrice",
    icon: IconServer,
    summary: "common.site.products.selfSummary",
    features: [
      "common.site.products.selfFeature1",
      "common.site.products.selfFeature2",
      "common.site.products.selfFeature3",
      "common.site.products.selfFeature4",
    ],
    cta: { label: "common.site.products.selfCta", to: "/info" },
  },
  {
    name: "common.site.products.starterName",
    price: "common.site.products.starterPrice",
    icon: IconRocket,
    summary: "common.site.products.starterSummary",
    features: [
      "common.site.products.starterFeature1",
      "common.site.products.starterFeature2",
      "common.site.products.starterFeature3",
      "common.site.products.starterFeature4",
    ],
    cta: { label: "common.site.products.createCompany", to: "/signUp" },
  },
  {
    name: "common.site.products.proName",
    price: "common.site.products.proPrice",
    icon: IconCloud,
    summary: "common.site.products.proSummary",
    features: [
      "common.site.products.proFeature1",
      "common.site.products.proFeature2",
      "common.site.products.proFeature3",
      "common.site.products.proFeature4",
    ],
    cta: { label: "common.site.products.createCompany", to: "/signUp" },
  },
  {
    name: "common.site.products.enterpriseName",
    price: "common.site.products.contactUs",
    icon: IconBuildingSkyscraper,
    summary: "common.site.products.enterpriseSummary",
    features: [
      "common.site.products.enterpriseFeature1",
      "common.site.products.enterpriseFeature2",
      "common.site.products.enterpriseFeature3",
      "common.site.products.enterpriseFeature4",
    ],
    cta: { label: "common.site.products.contactUs", to: "/contact" },
  },
];

const product: MessageKey[] = [
  "common.site.products.product1",
  "common.site.products.product2",
  "common.site.products.product3",
  "common.site.products.product4",
  "common.site.products.product5",
  "common.site.products.product6",
];

export default function Products() {
  const t = useT();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t("common.site.products.title")}</Title>
      <Text size="lg" mt="sm" maw={760}>
        {t("common.site.products.intro")}
      </Text>

      <Card withBorder padding="lg" mt="xl">
        <Title order={2} size="h3">
          {t("common.site.products.whatHeading")}
        </Title>
        <List
          mt="md"
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {product.map((item) => (
            <List.Item key={item}>{t(item)}</List.Item>
          ))}
        </List>
      </Card>

      <Title order={2} mt={48}>
        {t("common.site.products.plansHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mt="lg">
        {plans.map((plan) => (
          <Card key={plan.name} withBorder padding="lg">
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <plan.icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(plan.name)}
                </Title>
              </Group>
              <Text fw={700} size="lg" c="cyan.9">
                {t(plan.price)}
              </Text>
              <Text>{t(plan.summary)}</Text>
              <List spacing={6} size="sm" style={{ flexGrow: 1 }}>
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{t(feature)}</List.Item>
                ))}
              </List>
              <Button component={Link} to={plan.cta.to} variant="light" fullWidth>
                {t(plan.cta.label)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="gray.7" size="sm" mt="lg">
        {t("common.site.products.footnote")}
      </Text>
    </Container>
  );
}
