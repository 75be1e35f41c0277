import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { alertRules, alertSeverities } from "~/core/alerts/rules";
import { severityLabels } from "./badges";

/**
 * The alerts list's filters: a GET form (works before JavaScript, URLs can be shared), submitted as a choice changes.
 * Status defaults to "unresolved" (open and acknowledged), so it has no empty "All" like other lists' filters.
 */
export function AlertFilters({ members }: { members: { id: string; name: string }[] }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const value = (name: string) => params.get(name) ?? "";
  return (
    <Form method="get" role="search" aria-label="Filter alerts" onChange={(e) => submit(e.currentTarget)}>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          name="q"
          label="Search alerts"
          defaultValue={value("q")}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: "1 1 200px" }}
          onChange={() => undefined}
        />
        <NativeSelect
          name="status"
          label="Status"
          defaultValue={value("status") || "unresolved"}
          data={[
            { value: "unresolved", label: "Open or acknowledged" },
            { value: "open", label: "Open" },
            { value: "acknowledged", label: "Acknowledged" },
            { value: "resolved", label: "Resolved" },
            { value: "all", label: "All" },
          ]}
          style={{ flex: "0 1 190px" }}
        />
        <NativeSelect
          name="kind"
          label="Kind"
          defaultValue={value("kind")}
          data={[
            { value: "", label: "All kinds" },
            ...alertRules.map((r) => ({ value: r.kind, label: r.label })),
          ]}
          style={{ flex: "0 1 200px" }}
        />
        <NativeSelect
          name="severity"
          label="Severity"
          defaultValue={value("severity")}
          data={[
            { value: "", label: "All" },
            ...alertSeverities.map((s) => ({ value: s, label: severityLabels[s] })),
          ]}
          style={{ flex: "0 1 130px" }}
        />
        <NativeSelect
          name="assignee"
          label="Assigned to"
          defaultValue={value("assignee")}
          data={[
            { value: "", label: "Anyone" },
            { value: "me", label: "Me" },
            { value: "none", label: "Nobody" },
            ...members.map((m) => ({ value: m.id, label: m.name })),
          ]}
          style={{ flex: "0 1 170px" }}
        />
        <TextInput
          type="date"
          name="from"
          label="Created from"
          defaultValue={value("from")}
          style={{ flex: "0 1 160px" }}
        />
        <TextInput
          type="date"
          name="to"
          label="Created to"
          defaultValue={value("to")}
          style={{ flex: "0 1 160px" }}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </Form>
  );
}
