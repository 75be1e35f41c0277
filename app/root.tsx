// Mantine's global rules; each component's own come with it (scripts/mantine-styles.ts).
import "virtual:mantine-styles";
import "./components/forms/zod-browser";
import {
  Button,
  ColorSchemeScript,
  Container,
  MantineProvider,
  mantineHtmlProps,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { Suspense, useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { keepWhileOffline } from "~/field/keep-while-offline";
import type { Route } from "./+types/root";
import { FormatProvider } from "./components/format/format-provider";
import { loadAllWords } from "./components/i18n/catalogs";
import { I18nProvider, useT } from "./components/i18n/i18n-provider";
import { useCspNonce } from "./components/layout/csp-nonce";
import { describeRouteError, OfflineMyDay } from "./components/layout/route-error";
import { cssVariablesResolver, theme, themeColor } from "./components/layout/theme";
import { signedInContext } from "./context";
import { PLATFORM_FORMAT } from "./core/format/format";
import { languageOf, type PageLocale } from "./core/i18n/languages";
import { UpdateBanner } from "./field/update-banner";
import { loadSession, nameRoute, refuseCrossSiteWrites } from "./server/middleware.server";
import { pageLocaleFor } from "./server/page-locale.server";
import { takeToast } from "./server/toast.server";
import { refuseBadUrls } from "./server/url-guard.server";

export const middleware: Route.MiddlewareFunction[] = [
  nameRoute,
  refuseBadUrls,
  refuseCrossSiteWrites,
  loadSession,
];

/**
 * A client navigation or form post waits for the rest of the page language's words, which the first page loads once
 * it is idle (entry.client.tsx), so the next screen and its messages never render before their words are in.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await loadAllWords(languageOf(document.documentElement.lang) ?? "en").catch(() => undefined);
    return next();
  },
];

/** Offline, the technician's screens keep this layout's data (app/field). */
export const shouldRevalidate = keepWhileOffline;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await takeToast(request);
  const user = context.get(signedInContext);
  // The words and number conventions of every page: the profile's choice, else the browser's languages.
  const page = pageLocaleFor(request, user?.locale);
  return data({ user, toast, page }, { headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Drip Drop — pool service software" },
  {
    name: "description",
    content:
      "Drip Drop runs a pool-service business: customers, routes, water chemistry, service reports and billing.",
  },
];

/** A page rendered without the root's data (an error before its loader ran). */
const ENGLISH: PageLocale = { language: "en", locale: "en" };

export function Layout({ children }: { children: React.ReactNode }) {
  // React Router's <Scripts> and <ScrollRestoration> take the nonce from <ServerRouter nonce> (entry.server.tsx).
  const nonce = useCspNonce();
  const page = useRouteLoaderData<typeof loader>("root")?.page ?? ENGLISH;
  return (
    <html lang={page.locale} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (app/field: the service worker, its registration and the update banner). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={themeColor} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links />
        <ColorSchemeScript nonce={nonce || undefined} />
      </head>
      <body>
        <I18nProvider page={page}>
          <FormatProvider settings={PLATFORM_FORMAT}>
            <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
              {/* The toasts show nothing in the server's HTML: a boundary lets React hydrate them after the page. */}
              <Suspense>
                {/* Six seconds (Mantine's default is four): long enough to read a sentence on a slow phone. */}
                <Notifications position="top-right" autoClose={6000} />
              </Suspense>
              {/* Outside it: it registers the service worker, which My day's effects then ask to keep its stops. */}
              <UpdateBanner />
              {children}
            </MantineProvider>
          </FormatProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData;
  const t = useT();
  // Each toast once: the translator changes when words arrive late (components/i18n/catalogs.ts), which must not
  // show the same toast again.
  const shown = useRef<typeof toast>(null);
  useEffect(() => {
    if (toast && shown.current !== toast) {
      shown.current = toast;
      notifications.show({
        // An action's toast may be a catalog key ("field.stop.finished"): said in the page's language.
        message: t.text(toast.message, toast.values),
        color: toast.kind === "error" ? "red" : toast.kind === "info" ? "blue" : "teal",
      });
    }
  }, [toast, t]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused rule or a bad request (a control character in the address, server/url-guard.server.ts) thrown outside
  // a page's own boundary still says what was refused and the way forward.
  const t = useT();
  const { title, text, next, crashed } = describeRouteError(error, t);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>{notFound ? t("common.error.pageNotFound") : title}</Title>
        <Text c="dimmed" ta="center">
          {notFound ? t("common.error.pageNotFoundText") : crashed ? t("common.error.crashText") : text}
        </Text>
        {next ? (
          <Button component={Link} to={next.href}>
            {next.label}
          </Button>
        ) : null}
        <OfflineMyDay error={error} />
        <Button component={Link} to="/" variant={next ? "light" : "filled"}>
          {t("common.error.homePage")}
        </Button>
      </Stack>
    </Container>
  );
}
