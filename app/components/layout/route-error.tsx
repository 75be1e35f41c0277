import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export type ErrorPage = { title: string; text: string; next?: { label: string; href: string } };

/**
 * What an error page says. A 4xx answer carrying a message (a refused business rule, a rate limit) shows that message
 * and its way forward; 404 and 403 keep their plain words; anything else (a crash) says nothing of its cause.
 */
export function describeRouteError(error: unknown): ErrorPage {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { title: "Not found", text: "This record doesn't exist, or it was removed." };
  if (status === 403)
    return {
      title: "No access",
      text: "Your role doesn't include this page. Ask your company's owner if you need it.",
    };
  if (isRouteErrorResponse(error) && status >= 400 && status < 500) {
    const body: unknown = error.data;
    const message =
      typeof body === "string"
        ? body
        : body && typeof body === "object" && "message" in body && typeof body.message === "string"
          ? body.message
          : null;
    const next = body && typeof body === "object" && "next" in body ? nextStep(body.next) : undefined;
    if (message)
      return { title: status === 429 ? "Too many tries" : "This can't be done", text: message, next };
  }
  return { title: "Something went wrong", text: "We could not show this page. Try again in a moment." };
}

function nextStep(value: unknown) {
  if (!value || typeof value !== "object") return undefined;
  const { label, href } = value as Record<string, unknown>;
  // Only a path inside the app: a message never links away.
  return typeof label === "string" &&
    typeof href === "string" &&
    href.startsWith("/") &&
    !href.startsWith("//")
    ? { label, href }
    : undefined;
}

/** Errors of one page, shown inside the shell so the menu stays usable. Pages re-export it as ErrorBoundary. */
export function RouteErrorBoundary() {
  const { title, text, next } = describeRouteError(useRouteError());
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{text}</Text>
        <Group>
          {next ? (
            <Button component={Link} to={next.href} w="fit-content">
              {next.label}
            </Button>
          ) : null}
          <Button component={Link} to=".." relative="path" variant="light" w="fit-content">
            Go back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
