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
import type { Route } from "./+types/pool-company";

export const meta: Route.MetaFunction = () => [
  { title: "Pool Company — Drip Drop" },
  {
    name: "description",
    content: "What a pool-service company gets from Drip Drop: for the office, technicians and owner.",
  },
];

const roles = [
  {
    icon: IconBuilding,
    title: "For the office",
    points: [
      "Customers, service addresses, pools and equipment in one list",
      "Recurring routes: assign each stop to a technician and a day",
      "Move stops when someone is out, and see what was missed",
      "Invoices, with card payments through your own Stripe account or cash and check recorded by hand",
      "CSV import to get started and CSV export whenever you want",
    ],
  },
  {
    icon: IconDeviceMobile,
    title: "For technicians",
    points: [
      "Today's route on the phone, in order, with addresses and gate notes",
      "Enter readings and see LSI, CSI and the doses to add",
      "Check off tasks and take photos at the stop",
      "The service report goes to the customer when the stop is finished",
      "Works in the phone's browser: nothing to install",
    ],
  },
  {
    icon: IconUserCog,
    title: "For the owner",
    points: [
      "Roles and permissions for office staff and technicians",
      "Invite your team and your customers with invite codes",
      "See stops completed, chemicals used and money owed",
      "Your data stays yours: run Drip Drop yourself or let us host it",
      "Several companies? Switch between them from one account",
    ],
  },
];

export default function PoolCompany() {
  return (
    <>
      <Box bg="cyan.0" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1}>Software for your pool-service company</Title>
            <Text size="lg">
              Drip Drop keeps the office, the technicians on the road and the owner working from the same
              information: customers, routes, water chemistry, service reports and billing.
            </Text>
            <Group mt="sm">
              <Button component={Link} to="/signUp" size="md">
                Create a company account
              </Button>
              <Button component={Link} to="/signIn" size="md" variant="default">
                Sign in
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" mt={48}>
        <Title order={2}>One app for everyone in the company</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
          {roles.map((r) => (
            <Card key={r.title} withBorder padding="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <r.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {r.title}
                </Title>
              </Group>
              <List mt="md" spacing="xs">
                {r.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" mt={48}>
        <Card withBorder padding="xl" bg="gray.0">
          <Title order={2}>Start in an afternoon</Title>
          <List type="ordered" mt="md" spacing="sm" maw={760}>
            <List.Item>Create your company account. You become its Owner.</List.Item>
            <List.Item>Import your customers and pools from a CSV file, or add them by hand.</List.Item>
            <List.Item>Invite your office staff and technicians and give each a role.</List.Item>
            <List.Item>Build your routes and send your customers their invite codes.</List.Item>
          </List>
          <Group mt="lg">
            <Button component={Link} to="/signUp">
              Create a company account
            </Button>
            <Button component={Link} to="/products" variant="default">
              See the plans
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
