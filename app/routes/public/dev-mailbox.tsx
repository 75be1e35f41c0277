import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { data } from "react-router";
import { devMailboxEnabled, listDevMailbox } from "~/server/mail.server";
import type { Route } from "./+types/dev-mailbox";

export const meta: Route.MetaFunction = () => [{ title: "Dev mailbox — Drip Drop" }];

/** Without SMTP_URL, e-mail (password resets, invitations) lands here instead of a real inbox. */
export async function loader() {
  if (!devMailboxEnabled()) throw data("Not found", { status: 404 });
  return { mails: await listDevMailbox() };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2">
        Dev mailbox
      </Title>
      <Text c="dimmed" mb="lg">
        No SMTP server is configured (SMTP_URL), so the e-mail Drip Drop sends is kept here, newest first.
      </Text>
      {loaderData.mails.length === 0 ? (
        <Text>No e-mail yet. A password reset request shows up here.</Text>
      ) : (
        <Stack>
          {loaderData.mails.map((mail) => (
            <Card key={mail.id} withBorder component="article" aria-label={mail.subject}>
              <Title order={2} size="h4">
                {mail.subject}
              </Title>
              <Text size="sm" c="dimmed">
                To {mail.to} · {new Date(mail.sentAt).toLocaleString("en-US")}
              </Text>
              <Text mt="sm" style={{ whiteSpace: "pre-wrap" }}>
                {mail.text.split(/(https?:\/\/\S+)/).map((part, i) =>
                  /^https?:\/\//.test(part) ? (
                    <Anchor key={i} href={part}>
                      {part}
                    </Anchor>
                  ) : (
                    part
                  ),
                )}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
