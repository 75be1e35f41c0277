import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { type ReportKey, reportCatalog, reportKeys } from "~/core/reports/catalog";
import { reportTitleKeys } from "./report-labels";

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
  const t = useT();
  const keys = reportKeys.filter((k) => canSeeMoney || !reportCatalog[k].money);
  return (
    <nav aria-label={t("reports.nav.label")}>
      <Group gap={6} mb="md" wrap="wrap">
        <Button
          component={Link}
          to={`/company/reports?${query}`}
          size="xs"
          variant={current === "overview" ? "filled" : "default"}
          aria-current={current === "overview" ? "page" : undefined}
        >
          {t("reports.nav.overview")}
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
            {t(reportTitleKeys[k])}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
