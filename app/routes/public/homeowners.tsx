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
import type { Route } from "./+types/homeowners";

export const meta: Route.MetaFunction = () => [
  { title: "Home Owners — Drip Drop" },
  { name: "description", content: "What pool owners get when their pool company uses Drip Drop." },
];

const benefits = [
  {
    icon: IconFileReport,
    title: "A report after every visit",
    text: "Chlorine, pH, alkalinity and the other readings, plus the chemicals added and the tasks done, the same day.",
  },
  {
    icon: IconCamera,
    title: "Photos of your pool",
    text: "See what your technician saw: the water, the equipment pad and anything that needs attention.",
  },
  {
    icon: IconReceipt,
    title: "Invoices in one place",
    text: "Every invoice from your pool company, what is paid and what is due, and card payments when your company accepts them.",
  },
  {
    icon: IconMessage,
    title: "Messages",
    text: "Ask a question or report a problem to your pool company, with the conversation kept in one place.",
  },
  {
    icon: IconTool,
    title: "Your equipment",
    text: "The pump, filter, heater and other equipment at your pool, with its repair and service history.",
  },
  {
    icon: IconUser,
    title: "Free for pool owners",
    text: "A pool owner account costs nothing. Your pool company pays for Drip Drop, or runs it themselves.",
  },
];

export default function HomeOwners() {
  return (
    <>
      <Box bg="cyan.0" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1}>Know what happens at your pool</Title>
            <Text size="lg">
              When your pool company uses Drip Drop, you get a report after every visit, your invoices and a
              direct line to the people who look after your pool.
            </Text>
            <Group mt="sm">
              <Button component={Link} to="/homeOwnerSignUp" size="md">
                Create a pool owner account
              </Button>
              <Button component={Link} to="/reedemInviteCode" size="md" variant="default">
                I have an invite code
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" mt={48}>
        <Title order={2}>What you get</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
          {benefits.map((b) => (
            <Card key={b.title} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <b.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {b.title}
              </Title>
              <Text mt={6}>{b.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" mt={48}>
        <Title order={2}>How to get started</Title>
        <List type="ordered" mt="md" spacing="sm" maw={760}>
          <List.Item>Ask your pool company for an invite code.</List.Item>
          <List.Item>Create a pool owner account with your name and e-mail address.</List.Item>
          <List.Item>Enter the invite code to link your account to your pool company.</List.Item>
          <List.Item>Your pools, reports and invoices appear on your dashboard.</List.Item>
        </List>
        <Text c="gray.7" mt="md" maw={760}>
          Does your pool company not use Drip Drop yet? Tell them about it: it is free to run, and the hosted
          service is free for small companies.
        </Text>
        <Group mt="lg">
          <Button component={Link} to="/homeOwnerSignUp">
            Create a pool owner account
          </Button>
          <Button component={Link} to="/reedemInviteCode" variant="default">
            Redeem an invite code
          </Button>
          <Button component={Link} to="/homeOwnerSignIn" variant="subtle">
            Sign in
          </Button>
        </Group>
      </Container>
    </>
  );
}
