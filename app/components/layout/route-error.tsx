import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";
import { useT } from "../i18n/i18n-provider";

/** The technician's day (the installed app's start page), which opens offline. */
const MY_DAY = "/company/serviceStops?view=day";

export type ErrorPage = {
  title: string;
  text: string;
  next?: { label: string; href: string };
  /** Nothing said of the cause (not a refused rule, not a 4xx). */
  crashed?: boolean;
};

/**
 * What an error page says, in the page's language. A 4xx answer carrying a message (a refused business rule, a rate
 * limit) shows that message (translated when it is a catalog key) and its way forward; 404 and 403 keep their plain
 * words; anything else (a crash) says nothing of its cause.
 */
export function describeRouteError(error: unknown, t: Translator<MessageKey>): ErrorPage {
  if (isOfflineError(error, typeof navigator === "undefined" ? undefined : navigator.onLine))
    return { title: t("common.offline.title"), text: t("common.offline.text") };
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { title: t("common.error.notFound"), text: t("common.error.notFoundText") };
  if (status === 403) return { title: t("common.error.noAccess"), text: t("common.error.noAccessText") };
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
      return {
        title: t(status === 429 ? "common.error.tooManyTries" : "common.error.refused"),
        text: t.text(message),
        next: next && { ...next, label: t.text(next.label) },
      };
  }
  return { title: t("common.error.crash"), text: t("common.error.crashShort"), crashed: true };
}

/**
 * The page could not load because there is no network: React Router's data or route-module fetch failed (a
 * TypeError: "Failed to fetch" in Chromium, "NetworkError when attempting to fetch resource." in Firefox, "Load
 * failed" in Safari, "Failed to fetch dynamically imported module" for code), or the browser says it is offline.
 */
export function isOfflineError(error: unknown, online: boolean | undefined): boolean {
  if (isRouteErrorResponse(error)) return false;
  if (online === false) return true;
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network connection was lost/i.test(error.message)
  );
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
  const t = useT();
  const error = useRouteError();
  const { title, text, next } = describeRouteError(error, t);
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
          <OfflineMyDay error={error} />
          <Button component={Link} to=".." relative="path" variant="light" w="fit-content">
            {t("common.error.back")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Offline in a company page, the technician's pages still open from the device (the service worker): the way back to
 * My day, as a whole-page load, since a client navigation would need the network for its data.
 */
export function OfflineMyDay({ error }: { error: unknown }) {
  const t = useT();
  const { pathname } = useLocation();
  const offline = isOfflineError(error, typeof navigator === "undefined" ? undefined : navigator.onLine);
  if (!offline || !pathname.startsWith("/company/")) return null;
  return (
    <Button component={Link} to={MY_DAY} reloadDocument w="fit-content" mih={44}>
      {t("common.offline.myDay")}
    </Button>
  );
}
