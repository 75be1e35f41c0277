import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { type ReportKey, reportCatalog, reportKeys } from "~/core/reports/catalog";

/** A link per report the member may open, keeping the range; the current one is marked. */
export function ReportNav({
  current,
  query,
  canSeeMoney,
}: {
  current: ReportKey | "overview";
  query: string;
  canSeeMoney: boolean;
}) {
  const keys = reportKeys.filter((k) => canSeeMoney || !reportCatalog[k].money);
  return (
    <nav aria-label="Reports">
      <Group gap={6} mb="md" wrap="wrap">
        <Button
          component={Link}
          to={`/company/reports?${query}`}
          size="xs"
          variant={current === "overview" ? "filled" : "default"}
          aria-current={current === "overview" ? "page" : undefined}
        >
          Overview
        </Button>
        {keys.map((k) => (
          <Button
            key={k}
            component={Link}
            to={`/company/reports/${k}?${query}`}
            size="xs"
            variant={current === k ? "filled" : "default"}
            aria-current={current === k ? "page" : undefined}
          >
            {reportCatalog[k].title}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
