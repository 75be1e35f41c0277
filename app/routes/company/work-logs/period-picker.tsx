import { PeriodPicker } from "~/components/forms/period-picker";
import { useT } from "~/components/i18n/i18n-provider";
import { type PayPeriodKind, payPeriodKinds } from "~/core/team/pay-period";

const kindKeys = {
  weekly: "office.payPeriod.weekly",
  biweekly: "office.payPeriod.biweekly",
  semimonthly: "office.payPeriod.semimonthly",
  monthly: "office.payPeriod.monthly",
} as const satisfies Record<PayPeriodKind, string>;

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
  const t = useT();
  return (
    <PeriodPicker
      period={period}
      kinds={payPeriodKinds.map((k) => ({ value: k, label: t(kindKeys[k]) }))}
      fieldLabel={t("office.payPeriod.label")}
      description={t("office.payPeriod.companySetting", { kind: t(kindKeys[period.companyKind]) })}
      previousLabel={t("office.payPeriod.previous")}
      nextLabel={t("office.payPeriod.next")}
      extra={extra}
    >
      {children}
    </PeriodPicker>
  );
}
