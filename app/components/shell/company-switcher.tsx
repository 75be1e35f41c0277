import { NativeSelect } from "@mantine/core";
import { Form, useSubmit } from "react-router";
import { useRootData } from "~/root";

export interface Membership {
  companyId: string;
  companyName: string;
  roleName: string;
}

/** Switches the selected company (`recentlySelectedCompany`) for people who work for several. */
export function CompanySwitcher({ memberships }: { memberships: Membership[] }) {
  const submit = useSubmit();
  const root = useRootData();
  return (
    <Form method="post" action="/company/select" onChange={(event) => submit(event.currentTarget)}>
      <input type="hidden" name="intent" value="select" />
      <NativeSelect
        mt="sm"
        size="xs"
        name="companyId"
        label="Company"
        defaultValue={root?.user?.recentlySelectedCompany ?? undefined}
        data={memberships.map((m) => ({ value: m.companyId, label: m.companyName }))}
      />
      <noscript>
        <button type="submit">Switch</button>
      </noscript>
    </Form>
  );
}
