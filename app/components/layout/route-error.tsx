import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Errors of one page, shown inside the shell so the menu stays usable. Pages re-export it as ErrorBoundary. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? ["Not found", "This record doesn't exist, or it was removed."]
      : status === 403
        ? ["No access", "Your role doesn't include this page. Ask your company's owner if you need it."]
        : ["Something went wrong", "We could not show this page. Try again in a moment."];
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{text}</Text>
        <Button component={Link} to=".." relative="path" variant="light" w="fit-content">
          Go back
        </Button>
      </Stack>
    </Paper>
  );
}
