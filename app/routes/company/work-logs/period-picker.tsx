import { Button, Group, NativeSelect } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { type PayPeriodKind, payPeriodKinds, payPeriodLabels } from "~/core/team/pay-period";

export interface PeriodView {
  kind: PayPeriodKind;
  /** The company's pay period (Settings), shown when the URL picks another kind. */
  companyKind: PayPeriodKind;
  start: string;
  end: string;
  label: string;
  previous: string;
  next: string;
}

/**
 * Shows the pay period in use (the company's setting unless the URL names another kind) and picks one in the URL
 * (`period`, `date`): the kind and previous/next. Other parameters of the page stay. Works without JavaScript (the
 * select submits with its button).
 */
export function PeriodPicker({
  period,
  extra = {},
  children,
}: {
  period: PeriodView;
  extra?: Record<string, string>;
  children?: React.ReactNode;
}) {
  const link = (date: string) => `?${new URLSearchParams({ ...extra, period: period.kind, date })}`;
  return (
    <Form method="get">
      <Group align="end" gap="sm" wrap="wrap">
        <input type="hidden" name="date" value={period.start} />
        <NativeSelect
          key={period.kind}
          name="period"
          label="Pay period"
          description={`Company setting: ${payPeriodLabels[period.companyKind]}`}
          defaultValue={period.kind}
          data={payPeriodKinds.map((k) => ({ value: k, label: payPeriodLabels[k] }))}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        />
        {children}
        <Button type="submit" variant="default">
          Show
        </Button>
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={link(period.previous)}
            variant="subtle"
            aria-label="Previous pay period"
            px="xs"
          >
            <IconChevronLeft aria-hidden />
          </Button>
          <strong aria-live="polite">{period.label}</strong>
          <Button
            component={Link}
            to={link(period.next)}
            variant="subtle"
            aria-label="Next pay period"
            px="xs"
          >
            <IconChevronRight aria-hidden />
          </Button>
        </Group>
      </Group>
    </Form>
  );
}
