import { NavLink } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { activeItem, type Menu, type MenuItem, openGroupFor } from "~/core/navigation/menu";

/** Groups as the original lists them; one group open at a time (the current page's, else the first). */
export function Sidebar({ menu, pathname }: { menu: Menu; pathname: string }) {
  const current = activeItem(menu, pathname);
  const [openGroup, setOpenGroup] = useState<string | undefined>(() => openGroupFor(menu, pathname));
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpenGroup(openGroupFor(menu, pathname));
  }

  const entry = (item: MenuItem) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={item.label}
      active={item === current}
      aria-current={item === current ? "page" : undefined}
    />
  );

  // No entry to offer (every page of the menu is still to be built): no empty landmark; Logout stays below.
  if (menu.groups.length === 0 && menu.ungrouped.length === 0) return null;

  return (
    <nav aria-label="Sidebar">
      {menu.groups.map((group) => (
        <NavLink
          key={group.label}
          label={group.label}
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
