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
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Drip Drop — software for pool-service companies and pool owners" },
  {
    name: "description",
    content:
      "Open-source software for pool-service companies: routing, water chemistry, service reports, billing and CSV import/export, plus a portal for pool owners.",
  },
];

const companyFeatures = [
  {
    icon: IconRoute,
    title: "Real routing",
    text: "Assign recurring stops to technicians and days, reorder a route, and move a stop when someone is out sick.",
  },
  {
    icon: IconFlask,
    title: "Correct water chemistry",
    text: "Record readings and get the saturation index (LSI and CSI) with the doses needed to bring the water back into range.",
  },
  {
    icon: IconFileReport,
    title: "Automatic service reports",
    text: "Each finished stop produces a report with readings, chemicals added, tasks done and photos, sent to the customer.",
  },
  {
    icon: IconCreditCard,
    title: "Billing your way",
    text: "Invoice through your company's own Stripe account, or record cash and check payments by hand.",
  },
  {
    icon: IconFileSpreadsheet,
    title: "CSV import and export",
    text: "Bring customers, locations and pools in from a spreadsheet, and take all of your data out whenever you want.",
  },
];

const ownerFeatures = [
  {
    icon: IconFileReport,
    title: "A report after every visit",
    text: "See what was tested, what was added and photos of the pool the same day your technician leaves.",
  },
  { icon: IconReceipt, title: "Invoices", text: "Read and pay your pool company's invoices in one place." },
  {
    icon: IconMessage,
    title: "Messages",
    text: "Write to your pool company without hunting for a phone number.",
  },
  {
    icon: IconTool,
    title: "Equipment",
    text: "Keep track of your pump, filter, heater and their service history.",
  },
];

type Feature = (typeof companyFeatures)[number];

function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
      {features.map((f) => (
        <Card key={f.title} withBorder padding="lg">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <f.icon size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            {f.title}
          </Title>
          <Text mt={6}>{f.text}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export default function Home() {
  return (
    <>
      <Box bg="cyan.0" py={{ base: 48, md: 80 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.15}>
              Run your pool-service business from one app
            </Title>
            <Text size="lg">
              Drip Drop plans your routes, gets the water chemistry right, sends a service report after every
              visit and bills your customers. It is open source: host it yourself for free, or let us host it.
            </Text>
            <Group mt="sm">
              <Button component={Link} to="/signUp" size="md">
                Create a company account
              </Button>
              <Button component={Link} to="/homeOwnerSignUp" size="md" variant="default">
                I own a pool
              </Button>
            </Group>
            <Text size="sm">
              Already using Drip Drop?{" "}
              <Anchor component={Link} to="/signIn" c="cyan.9" fw={600}>
                Sign in
              </Anchor>
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" mt={56}>
        <Title order={2}>What a pool company gets</Title>
        <Text c="gray.7" mt={6} maw={720}>
          One place for the office, the owner and every technician on the road.
        </Text>
        <FeatureGrid features={companyFeatures} />
      </Container>

      <Container size="lg" mt={56}>
        <Title order={2}>What a pool owner gets</Title>
        <Text c="gray.7" mt={6} maw={720}>
          When your pool company uses Drip Drop, you can see every visit and everything you owe.
        </Text>
        <FeatureGrid features={ownerFeatures} />
        <Group mt="lg">
          <Button component={Link} to="/homeowners" variant="light">
            More for pool owners
          </Button>
          <Button component={Link} to="/company" variant="light">
            More for pool companies
          </Button>
        </Group>
      </Container>

      <Container size="lg" mt={56}>
        <Card withBorder padding="xl" bg="gray.0">
          <Title order={2}>Open source, your data stays yours</Title>
          <Text mt="sm" maw={720}>
            Run Drip Drop on your own computer or server with no license fee, or use the hosted service.
            Either way, you can export everything as CSV at any time.
          </Text>
          <Group mt="lg">
            <Button component={Link} to="/products">
              See the plans
            </Button>
            <Button component={Link} to="/info" variant="default">
              Read the FAQ
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
