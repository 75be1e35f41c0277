import { Badge, Card, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { PageHeader } from "~/components/layout/page-header";
import { db } from "~/db/client.server";
import { listContactMessages } from "~/domain/platform/contact.server";
import { platformOverview } from "~/domain/platform/overview.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Admin dashboard — Drip Drop" }];

export async function loader() {
  const database = await db();
  const [overview, messages] = await Promise.all([
    platformOverview(database),
    listContactMessages(database, { limit: 20 }),
  ]);
  return { overview, messages };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { overview, messages } = loaderData;
  const stats = [
    { label: "Company accounts", value: overview.accounts.company },
    { label: "Pool owner accounts", value: overview.accounts.client },
    { label: "Companies awaiting approval", value: overview.pendingCompanies },
  ];
  return (
    <>
      <PageHeader
        title="Platform dashboard"
        description="Accounts, new companies and messages from the Contact page."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="xl">
        {stats.map((s) => (
          <Card key={s.label} withBorder>
            <Text size="sm" c="dimmed">
              {s.label}
            </Text>
            <Text fw={700} size="xl">
              {s.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4" mb="sm">
        Newest companies
      </Title>
      <Table.ScrollContainer minWidth={480} mb="xl">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Joined</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.newestCompanies.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={c.status === "active" ? "teal" : c.status === "pending" ? "yellow" : "gray"}
                  >
                    {c.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{new Date(c.createdAt).toLocaleDateString("en-US")}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h4" mb="sm">
        Contact messages
      </Title>
      {messages.length === 0 ? (
        <Text>No messages yet. What visitors send from the Contact page shows up here.</Text>
      ) : (
        <Stack>
          {messages.map((m) => (
            <Paper key={m.id} withBorder p="md" component="article" aria-label={`Message from ${m.name}`}>
              <Text fw={600}>
                {m.name} · {m.email}{" "}
                <Badge size="sm" variant="light">
                  {m.topic}
                </Badge>
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(m.createdAt).toLocaleString("en-US")}
              </Text>
              <Text mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                {m.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
