import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { alertRuleWords } from "~/components/i18n/alert-rule-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { getAlertRules, saveAlertRules } from "~/domain/alerts/rule-settings.server";
import { alertRulesSchema } from "~/domain/alerts/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/rules";
import { SeverityBadge } from "./badges";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "team.alertRules.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({ rules: await getAlertRules(tenant) }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const parsed = parseForm(alertRulesSchema, await request.formData());
  if (!parsed.ok) return data(parsed, { status: 400 });
  return withErrorPages(async () => {
    await saveAlertRules(tenant, parsed.data);
    return redirectWithToast("/company/alerts/rules", "team.alertRules.saved");
  });
}

const areaLabels = {
  operations: "team.alertRules.area.operations",
  customers: "team.alertRules.area.customers",
  money: "team.alertRules.area.money",
  team: "team.alertRules.area.team",
} as const;

export default function AlertRulesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rules } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(alertRulesSchema, actionData);
  const rejected = Object.keys(values).length > 0;
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const areas = [...new Set(rules.map((r) => r.area))];
  return (
    <>
      <PageHeader
        title={t("team.alertRules.heading")}
        description={t("team.alertRules.description")}
        actions={
          <Button component={Link} to="/company/alerts" variant="default">
            {t("team.alertRules.back")}
          </Button>
        }
      />
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {areas.map((area) => (
            <Stack key={area} gap="xs">
              <Title order={2} size="h4">
                {t(areaLabels[area])}
              </Title>
              {rules
                .filter((r) => r.area === area)
                .map((r) => (
                  <Paper key={r.key} withBorder p="sm">
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <Stack gap={4} style={{ flex: "1 1 260px" }}>
                        <Switch
                          name={`${r.key}.enabled`}
                          value="on"
                          defaultChecked={rejected ? values[`${r.key}.enabled`] === "on" : r.enabled}
                          label={alertRuleWords(t, r).label}
                          description={alertRuleWords(t, r).description}
                        />
                        <Group gap={6} ml={54}>
                          <SeverityBadge severity={r.severity} />
                          <Badge variant="outline" color="gray">
                            {r.source === "hourly"
                              ? t("team.alertRules.hourly")
                              : t("team.alertRules.whenItHappens")}
                          </Badge>
                        </Group>
                      </Stack>
                      {r.thresholdDef ? (
                        <NumberInput
                          name={`${r.key}.threshold`}
                          label={t("team.alertRules.threshold", {
                            unit: alertRuleWords(t, { ...r, unit: r.thresholdDef.unit }).unit,
                          })}
                          defaultValue={rejected ? values[`${r.key}.threshold`] : (r.threshold ?? undefined)}
                          min={r.thresholdDef.min}
                          max={r.thresholdDef.max}
                          clampBehavior="none"
                          allowDecimal={false}
                          error={errors[`${r.key}.threshold`]}
                          style={{ flex: "0 1 240px" }}
                        />
                      ) : null}
                    </Group>
                  </Paper>
                ))}
            </Stack>
          ))}
          {errors.form ? <Text c="red">{errors.form}</Text> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t("team.alertRules.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
