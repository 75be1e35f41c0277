import { Button, Group, NativeSelect } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

export interface PickedPeriod<K extends string> {
  kind: K;
  start: string;
  /** How the period reads ("November 2026", "Nov 16 – Nov 22, 2026"). */
  label: string;
  /** First days of the periods before and after. */
  previous: string;
  next: string;
}

/**
 * Picks a period in the URL (`period` = its kind, `date` = a day in it): the kind, and previous/next. Other
 * parameters of the page stay. Works without JavaScript (the select submits with its button). Pay periods (work
 * logs, payroll) and billing periods (the billing run) both use it.
 */
export function PeriodPicker<K extends string>({
  period,
  kinds,
  fieldLabel,
  description,
  previousLabel,
  nextLabel,
  extra = {},
  children,
}: {
  period: PickedPeriod<K>;
  kinds: { value: K; label: string }[];
  /** The select's label, e.g. "Pay period". */
  fieldLabel: string;
  /** Under the select, e.g. the company's setting. */
  description?: string;
  /** The arrows' names, whole messages in the page's language: "Previous pay period", "Next pay period". */
  previousLabel: string;
  nextLabel: string;
  /** Parameters the arrows keep (the form's own fields, e.g. in `children`, submit themselves). */
  extra?: Record<string, string>;
  children?: React.ReactNode;
}) {
  const t = useT();
  const link = (date: string) => `?${new URLSearchParams({ ...extra, period: period.kind, date })}`;
  return (
    <Form method="get">
      <Group align="end" gap="sm" wrap="wrap">
        <input type="hidden" name="date" value={period.start} />
        <NativeSelect
          key={period.kind}
          name="period"
          label={fieldLabel}
          description={description}
          defaultValue={period.kind}
          data={kinds}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        />
        {children}
        <Button type="submit" variant="default">
          {t("common.periodPicker.show")}
        </Button>
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={link(period.previous)}
            variant="subtle"
            aria-label={previousLabel}
            px="xs"
          >
            <IconChevronLeft aria-hidden />
          </Button>
          <strong aria-live="polite">{period.label}</strong>
          <Button component={Link} to={link(period.next)} variant="subtle" aria-label={nextLabel} px="xs">
            <IconChevronRight aria-hidden />
          </Button>
        </Group>
      </Group>
    </Form>
  );
}
