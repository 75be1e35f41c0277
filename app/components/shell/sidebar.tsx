import { Badge, NavLink } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { activeItem, type Menu, type MenuItem, openGroupFor } from "~/core/navigation/menu";
import { useT } from "../i18n/i18n-provider";

/** A count beside a sidebar entry, by the entry's path, with the words a screen reader says for it. */
export type NavBadges = Record<string, { count: number; label: string }>;

/** Groups as the original lists them; one group open at a time (the current page's, else the first). */
export function Sidebar({ menu, pathname, badges }: { menu: Menu; pathname: string; badges?: NavBadges }) {
  const t = useT();
  const current = activeItem(menu, pathname);
  const [openGroup, setOpenGroup] = useState<string | undefined>(() => openGroupFor(menu, pathname));
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpenGroup(openGroupFor(menu, pathname));
  }
  const navRef = useRef<HTMLElement>(null);
  // The current page's entry is in view in the scrolling menu (not below the fold, behind the Logout footer), also
  // once a group has finished opening or closing (Mantine's Collapse animates for 200 ms).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    const reveal = () =>
      navRef.current
        ?.querySelector('[aria-current="page"]')
        ?.scrollIntoView({ block: "nearest", inline: "nearest" });
    reveal();
    const later = window.setTimeout(reveal, 260);
    return () => window.clearTimeout(later);
  }, [pathname]);

  const entry = (item: MenuItem) => {
    const badge = badges?.[item.to];
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.key)}
        active={item === current}
        aria-current={item === current ? "page" : undefined}
        rightSection={
          badge && badge.count > 0 ? (
            <Badge size="sm" color="red" circle={badge.count < 10} aria-label={badge.label}>
              {badge.count > 99 ? "99+" : badge.count}
            </Badge>
          ) : undefined
        }
      />
    );
  };

  // No entry to offer (every page of the menu is still to be built): no empty landmark; Logout stays below.
  if (menu.groups.length === 0 && menu.ungrouped.length === 0) return null;

  return (
    <nav aria-label={t("common.shell.sidebar")} ref={navRef}>
      {menu.groups.map((group) => (
        <NavLink
          key={group.label}
          label={t(group.key)}
          childrenOffset={16}
          opened={openGroup === group.label}
          onChange={(opened) => setOpenGroup(opened ? group.label : undefined)}
          fw={600}
          // A group heading is a disclosure button, reachable by keyboard, that says whether it is open.
          component="button"
          type="button"
          aria-expanded={openGroup === group.label}
        >
          {group.items.map(entry)}
        </NavLink>
      ))}
      {menu.ungrouped.map(entry)}
    </nav>
  );
}
