import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { alertRuleWords } from "~/components/i18n/alert-rule-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { alertRules, alertSeverities } from "~/core/alerts/rules";
import { severityLabels } from "./badges";

/**
 * The alerts list's filters: a GET form (works before JavaScript, URLs can be shared), submitted as a choice changes.
 * Status defaults to "unresolved" (open and acknowledged), so it has no empty "All" like other lists' filters.
 */
export function AlertFilters({ members }: { members: { id: string; name: string }[] }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const t = useT();
  const value = (name: string) => params.get(name) ?? "";
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("team.alerts.filter")}
      onChange={(e) => submit(e.currentTarget)}
    >
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          name="q"
          label={t("team.alerts.search")}
          defaultValue={value("q")}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: "1 1 200px" }}
          onChange={() => undefined}
        />
        <NativeSelect
          name="status"
          label={t("team.alerts.statusLabel")}
          defaultValue={value("status") || "unresolved"}
          data={[
            { value: "unresolved", label: t("team.alerts.unresolved") },
            { value: "open", label: t("team.alerts.status.open") },
            { value: "acknowledged", label: t("team.alerts.status.acknowledged") },
            { value: "resolved", label: t("team.alerts.status.resolved") },
            { value: "all", label: t("team.alerts.all") },
          ]}
          style={{ flex: "0 1 190px" }}
        />
        <NativeSelect
          name="kind"
          label={t("team.alerts.kind")}
          defaultValue={value("kind")}
          data={[
            { value: "", label: t("team.alerts.allKinds") },
            ...alertRules.map((r) => ({ value: r.kind, label: alertRuleWords(t, r).label })),
          ]}
          style={{ flex: "0 1 200px" }}
        />
        <NativeSelect
          name="severity"
          label={t("team.alerts.severityLabel")}
          defaultValue={value("severity")}
          data={[
            { value: "", label: t("team.alerts.all") },
            ...alertSeverities.map((s) => ({ value: s, label: t(severityLabels[s]) })),
          ]}
          style={{ flex: "0 1 130px" }}
        />
        <NativeSelect
          name="assignee"
          label={t("team.alerts.assignedTo")}
          defaultValue={value("assignee")}
          data={[
            { value: "", label: t("team.alerts.anyone") },
            { value: "me", label: t("team.alerts.me") },
            { value: "none", label: t("team.alerts.nobody") },
            ...members.map((m) => ({ value: m.id, label: m.name })),
          ]}
          style={{ flex: "0 1 170px" }}
        />
        <DateRangeFields
          params={params}
          fromLabel={t("team.alerts.createdFrom")}
          toLabel={t("team.alerts.createdTo")}
        />
        <Button type="submit" variant="default">
          {t("team.alerts.searchButton")}
        </Button>
      </Group>
    </Form>
  );
}
