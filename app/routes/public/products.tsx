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
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [
  { title: "Products — Drip Drop" },
  { name: "description", content: "Drip Drop plans: self-hosted for free, or hosted by us." },
];

const plans = [
  {
    name: "Self-hosted",
    price: "Free forever",
    icon: IconServer,
    summary: "Run Drip Drop on your own computer or server. The full product, with no license fee.",
    features: [
      "Every feature, no limits on pools or users",
      "Runs with a built-in database, or on PostgreSQL",
      "You own and back up your data",
      "Community help on the public issue tracker",
    ],
    cta: { label: "Read how to install", to: "/info" },
  },
  {
    name: "Hosted Starter",
    price: "$0 for up to 50 pools",
    icon: IconRocket,
    summary: "We run it for you. Made for a one-truck company getting started.",
    features: [
      "Routing, water chemistry and service reports",
      "Pool-owner portal for your customers",
      "Billing with your own Stripe account, or cash and check",
      "CSV import and export",
    ],
    cta: { label: "Create a company account", to: "/signUp" },
  },
  {
    name: "Hosted Pro",
    price: "$49/month per company + $1 per active pool",
    icon: IconCloud,
    summary: "For growing companies with an office and several technicians.",
    features: [
      "Everything in Starter, with no pool limit",
      "Roles for office staff and technicians",
      "Daily backups of your data",
      "E-mail support from the people who build it",
    ],
    cta: { label: "Create a company account", to: "/signUp" },
  },
  {
    name: "Enterprise",
    price: "Contact us",
    icon: IconBuildingSkyscraper,
    summary: "For large or multi-branch operations with their own IT requirements.",
    features: [
      "PostgreSQL cluster sized for your company",
      "Single sign-on (SSO)",
      "Help moving your data from your current tool",
      "Agreed support hours",
    ],
    cta: { label: "Contact us", to: "/contact" },
  },
];

const product = [
  "Customers, service locations, bodies of water and equipment",
  "Recurring routes assigned to technicians and days",
  "Water readings with LSI and CSI, and dose suggestions",
  "Service reports with readings, tasks and photos",
  "Jobs, repair requests, invoices and payments",
  "A portal where pool owners see reports, invoices and messages",
];

export default function Products() {
  return (
    <Container size="lg" py={48}>
      <Title order={1}>Products and plans</Title>
      <Text size="lg" mt="sm" maw={760}>
        Drip Drop is one product for pool-service companies and their customers. The software is open source,
        so the plans differ only in who runs it for you and how much help you get.
      </Text>

      <Card withBorder padding="lg" mt="xl">
        <Title order={2} size="h3">
          What is in the product
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
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Card>

      <Title order={2} mt={48}>
        Plans
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
                  {plan.name}
                </Title>
              </Group>
              <Text fw={700} size="lg" c="cyan.9">
                {plan.price}
              </Text>
              <Text>{plan.summary}</Text>
              <List spacing={6} size="sm" style={{ flexGrow: 1 }}>
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button component={Link} to={plan.cta.to} variant="light" fullWidth>
                {plan.cta.label}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="gray.7" size="sm" mt="lg">
        Prices are in US dollars. An active pool is a body of water with at least one service stop in the
        month. Payment processing fees are charged by Stripe to your own account.
      </Text>
    </Container>
  );
}
