import { NativeSelect } from "@mantine/core";
import { Form, useSubmit } from "react-router";
import { useRootData } from "~/root";
import { useT } from "../i18n/i18n-provider";

export interface Membership {
  companyId: string;
  companyName: string;
  roleName: string;
}

/** Switches the selected company (`recentlySelectedCompany`) for people who work for several. */
export function CompanySwitcher({ memberships }: { memberships: Membership[] }) {
  const t = useT();
  const submit = useSubmit();
  const root = useRootData();
  return (
    <Form method="post" action="/company/select" onChange={(event) => submit(event.currentTarget)}>
      <input type="hidden" name="intent" value="select" />
      <NativeSelect
        mt="sm"
        size="xs"
        name="companyId"
        label={t("common.shell.company")}
        defaultValue={root?.user?.recentlySelectedCompany ?? undefined}
        data={memberships.map((m) => ({ value: m.companyId, label: m.companyName }))}
      />
      <noscript>
        <button type="submit">{t("common.shell.switch")}</button>
      </noscript>
    </Form>
  );
}
