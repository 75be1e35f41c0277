import { Anchor, Box, Burger, Container, Drawer, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { dashboardFor } from "~/core/access/guard";
import { useRootData } from "~/root";
import { useT } from "../i18n/i18n-provider";
import { touchFriendly } from "./touch-targets";

/** The original's public top navigation, in its order. */
export const publicNav = [
  { key: "common.public.navProducts", to: "/products" },
  { key: "common.public.navAbout", to: "/about" },
  { key: "common.public.navInfo", to: "/info" },
  { key: "common.public.navContact", to: "/contact" },
  { key: "common.public.navHomeOwners", to: "/homeowners" },
  { key: "common.public.navPoolCompany", to: "/company" },
] as const;

export function PublicFrame({ children }: { children: React.ReactNode }) {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const user = useRootData()?.user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu after navigating
  useEffect(() => close(), [location.pathname]);

  const links = publicNav.map((item) => (
    <Anchor
      key={item.to}
      component={NavLink}
      to={item.to}
      c="dark"
      fw={500}
      style={({ isActive }: { isActive: boolean }) => ({
        textDecoration: isActive ? "underline" : undefined,
      })}
    >
      {t(item.key)}
    </Anchor>
  ));

  return (
    // Pool owners open invoices, agreements and invite codes here on their phones: links big enough to tap.
    <Box className={touchFriendly}>
      <Box component="header" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label="Drip Drop">
              <Group gap={8} wrap="nowrap">
                <img src="/logo.svg" alt="" width={28} height={28} />
                <Text fw={800} size="xl" c="cyan.9">
                  Drip Drop
                </Text>
              </Group>
            </Anchor>
            <Group component="nav" aria-label={t("common.public.mainNav")} gap="lg" visibleFrom="md">
              {links}
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={t("common.public.openMenu")}
            />
          </Group>
        </Container>
      </Box>
      <Drawer
        opened={opened}
        onClose={close}
        title={t("common.public.menu")}
        hiddenFrom="md"
        position="right"
        size="xs"
        closeButtonProps={{ "aria-label": t("common.public.closeMenu") }}
      >
        <Stack component="nav" aria-label={t("common.public.mainNav")}>
          {links}
        </Stack>
      </Drawer>
      <Box component="main">{children}</Box>
      <Box
        component="footer"
        mt={64}
        py="xl"
        bg="gray.0"
        style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t("common.public.footer")}
            </Text>
            <Group gap="md">
              {user ? (
                <Anchor component={Link} to={dashboardFor[user.accountType]} size="sm">
                  {t("common.public.dashboard")}
                </Anchor>
              ) : (
                <>
                  <Anchor component={Link} to="/signIn" size="sm">
                    {t("common.public.companySignIn")}
                  </Anchor>
                  <Anchor component={Link} to="/homeOwnerSignIn" size="sm">
                    {t("common.public.poolOwnerSignIn")}
                  </Anchor>
                  <Anchor component={Link} to="/reedemInviteCode" size="sm">
                    {t("common.public.redeem")}
                  </Anchor>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
