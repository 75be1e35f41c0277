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
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "About — Drip Drop" },
  { name: "description", content: "Who builds Drip Drop, why it is open source, and what it does." },
];

const reasons = [
  {
    icon: IconDatabase,
    title: "Your data is yours",
    text: "Customer lists, water history and invoices are the core of a pool company. You can export all of it as CSV, or run the whole system yourself.",
  },
  {
    icon: IconCode,
    title: "You can read the code",
    text: "The chemistry math, the routing and the billing rules are public. If a number looks wrong, anyone can check how it was calculated.",
  },
  {
    icon: IconHeartHandshake,
    title: "No lock-in",
    text: "If we stop hosting Drip Drop, or you stop liking us, the software keeps working on your own machine.",
  },
];

export default function About() {
  return (
    <Container size="lg" py={48}>
      <Title order={1}>About Drip Drop</Title>
      <Text size="lg" mt="sm" maw={760}>
        Drip Drop is open-source software for pool-service companies and the people whose pools they look
        after. It covers the daily work of a route-based pool business: customers, routes, water chemistry,
        service reports and billing.
      </Text>

      <Title order={2} mt={48}>
        Who we are
      </Title>
      <Text mt="sm" maw={760}>
        Drip Drop is built by a small team of developers and open-source contributors. We work in the open:
        the code, the issue tracker and the plans are visible to everyone, and feedback from technicians,
        office staff and pool owners decides what we work on next.
      </Text>

      <Title order={2} mt={48}>
        Why open source
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
        {reasons.map((r) => (
          <Card key={r.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <r.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {r.title}
            </Title>
            <Text mt={6}>{r.text}</Text>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={2} mt={48}>
        How we compare with commercial tools
      </Title>
      <Text mt="sm" maw={760}>
        Skimmer, Pool Brain and Pool Office Manager are established products made for pool-service companies,
        and Jobber is general field-service software used by many trades, including pool service. They have
        years of polish, native mobile apps and support teams, and many companies are well served by them.
      </Text>
      <Text mt="sm" maw={760}>
        Drip Drop takes a different approach rather than claiming to do more:
      </Text>
      <List mt="sm" spacing="xs" maw={760}>
        <List.Item>It is free to run yourself, with no per-technician license.</List.Item>
        <List.Item>
          It works in the phone's browser, so there is nothing to install on a technician's phone.
        </List.Item>
        <List.Item>
          Water chemistry follows published formulas (the Langelier and calcite saturation indexes) that you
          can inspect.
        </List.Item>
        <List.Item>Payments go to your own Stripe account; we never hold your money.</List.Item>
        <List.Item>Everything can be exported as CSV, whichever plan you use.</List.Item>
      </List>
      <Text mt="sm" maw={760}>
        It is younger than those products, and some of their features are not in Drip Drop. If you need
        something we do not do yet, please{" "}
        <Anchor component={Link} to="/contact">
          tell us
        </Anchor>
        .
      </Text>

      <Group mt={48}>
        <Button component={Link} to="/products">
          See the plans
        </Button>
        <Button component={Link} to="/contact" variant="default">
          Contact us
        </Button>
      </Group>
    </Container>
  );
}
