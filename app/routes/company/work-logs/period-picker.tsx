import { PeriodPicker } from "~/components/forms/period-picker";
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

/** The work logs' and payroll's pay period: the company's setting unless the URL names another kind. */
export function PayPeriodPicker({
  period,
  extra,
  children,
}: {
  period: PeriodView;
  extra?: Record<string, string>;
  children?: React.ReactNode;
}) {
  return (
    <PeriodPicker
      period={period}
      kinds={payPeriodKinds.map((k) => ({ value: k, label: payPeriodLabels[k] }))}
      fieldLabel="Pay period"
      description={`Company setting: ${payPeriodLabels[period.companyKind]}`}
      noun="pay period"
      extra={extra}
    >
      {children}
    </PeriodPicker>
  );
}
