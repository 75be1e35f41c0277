import { AppShell, Avatar, Burger, Group, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Suspense, useEffect, useRef } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { type AccountType, dashboardFor } from "~/core/access/guard";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Menu } from "~/core/navigation/menu";
import { clearSavedPages } from "~/field/device-store";
import { useT } from "../i18n/i18n-provider";
import { touchFriendly } from "../layout/touch-targets";
import { CompanySwitcher, type Membership } from "./company-switcher";
import { type NavBadges, Sidebar } from "./sidebar";

export interface ShellUser {
  name: string;
  accountType: AccountType;
  photoUrl: string | null;
  selectedCompanyName: string | null;
}

const accountTypeLabel: Record<AccountType, MessageKey> = {
  admin: "common.shell.accountAdmin",
  company: "common.shell.accountCompany",
  client: "common.shell.accountClient",
};
const profilePath: Record<AccountType, string> = {
  admin: "/admin/dashboard",
  company: "/company/profile",
  client: "/profile",
};
const searchPath: Record<AccountType, string> = {
  admin: "/admin/search",
  company: "/company/search",
  client: "/search",
};

/** Below this width the sidebar is a drawer behind the burger (AppShell's `breakpoint: "sm"`). */
const PHONE = "(max-width: 48em)";

/**
 * The signed-in frame: fixed top bar (search, profile) and the 260 px sidebar that collapses on phones.
 *
 * The top bar's controls and the sidebar's contents each sit in a `<Suspense>` boundary: React hydrates a boundary
 * only after the rest of the page (at idle priority, or at once when it is tapped: React replays the tap), so on a
 * phone the page's own content — a technician's stop cards, the reading inputs — answers first instead of waiting for
 * the hidden menu's ~90 elements (docs/ARCHITECTURE.md, "Field performance").
 */
export function Shell({
  user,
  menu,
  memberships,
  badges,
  children,
}: {
  user: ShellUser;
  menu: Menu;
  memberships?: Membership[];
  /** Counts shown beside sidebar entries, by the entry's path (unread messages, open alerts). */
  badges?: NavBadges;
  children: React.ReactNode;
}) {
  const t = useT();
  const [mobileOpen, { toggle, close }] = useDisclosure(false);
  // On a phone the closed menu is only moved off screen: keep it out of the tab order and the accessibility tree.
  // Set on the element, not rendered: a media-query state would render the whole shell again right after hydration.
  const navbar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    const apply = () => {
      if (navbar.current) navbar.current.inert = phone.matches && !mobileOpen;
    };
    apply();
    phone.addEventListener("change", apply);
    return () => phone.removeEventListener("change", apply);
  }, [mobileOpen]);
  const location = useLocation();
  const [params] = useSearchParams();
  // A tap on a menu entry closes the drawer on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [location.pathname]);

  return (
    <AppShell
      // Pool owners use their phones: their standalone links are big enough to tap.
      className={user.accountType === "client" ? touchFriendly : undefined}
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !mobileOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Suspense>
          <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Burger
                opened={mobileOpen}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                // 44 × 44 px to tap on a phone (technicians at the pool, issue 19); the lines stay 18 px wide.
                style={{ width: 44, height: 44, padding: 13 }}
                aria-label={t("common.shell.toggleNavigation")}
                aria-expanded={mobileOpen}
              />
              <Form
                method="get"
                action={searchPath[user.accountType]}
                role="search"
                style={{ flex: 1, maxWidth: 420 }}
              >
                <TextInput
                  name="q"
                  aria-label={t("common.shell.search")}
                  placeholder={t("common.shell.search")}
                  defaultValue={
                    location.pathname === searchPath[user.accountType] ? (params.get("q") ?? "") : ""
                  }
                  leftSection={<IconSearch size={16} aria-hidden />}
                  styles={{ input: { minHeight: 44 } }}
                />
              </Form>
            </Group>
            <UnstyledButton
              component={Link}
              to={profilePath[user.accountType]}
              aria-label={t("common.shell.profileOf", { name: user.name })}
              mih={44}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar src={user.photoUrl} alt="" radius="xl" color="cyan">
                  {initials(user.name)}
                </Avatar>
                <div style={{ lineHeight: 1.1 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="xs">
                    {t(accountTypeLabel[user.accountType])}
                    {user.selectedCompanyName ? ` · ${user.selectedCompanyName}` : ""}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          </Group>
        </Suspense>
      </AppShell.Header>
      <AppShell.Navbar ref={navbar} aria-label={t("common.shell.mainMenu")}>
        <Suspense>
          <AppShell.Section p="md">
            <Link
              to={dashboardFor[user.accountType]}
              aria-label={t("common.shell.home")}
              style={{ textDecoration: "none" }}
            >
              <Group gap={8}>
                <img src="/logo.svg" alt="" width={28} height={28} />
                <Text fw={800} size="lg" c="cyan.9">
                  Drip Drop
                </Text>
              </Group>
            </Link>
            {memberships && memberships.length > 1 ? <CompanySwitcher memberships={memberships} /> : null}
          </AppShell.Section>
          {/* The browser's own scrolling: Mantine's ScrollArea would add its script and ~5 elements to every page. */}
          <AppShell.Section grow px="xs" style={{ overflowY: "auto" }}>
            <Sidebar menu={menu} pathname={location.pathname} badges={badges} />
          </AppShell.Section>
          <AppShell.Section p="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
            {/* A shared phone keeps no customer's gate code after sign-out (the outbox's unsent work stays). */}
            <Form method="post" action="/signOut" onSubmit={() => void clearSavedPages()}>
              <UnstyledButton type="submit" w="100%" p="xs" style={{ borderRadius: 8 }}>
                <Text size="sm" fw={500}>
                  {t("common.shell.logout")}
                </Text>
              </UnstyledButton>
            </Form>
          </AppShell.Section>
        </Suspense>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

function initials(name: string) {
  return name
    .split(" ")
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}
