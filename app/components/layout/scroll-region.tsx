import { Box } from "@mantine/core";

/** A wide table that scrolls sideways on a phone, in a focusable named region (reachable by keyboard; axe). */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: React.ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
