import { Alert, Anchor, Tabs, Text } from "@mantine/core";
import { data, Link, useSearchParams } from "react-router";
import { formText, parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { RuleError } from "~/domain/errors";
import { acceptProposal, builderPlan, type Proposal, proposePlan } from "~/domain/routing/builder.server";
import { resyncCompany } from "~/domain/routing/recurring-stops.server";
import {
  type BalancePriority,
  balancePriorities,
  routeColors,
  routingSettingsSchema,
  technicianRoutingSchema,
} from "~/domain/routing/routing-schemas";
import type { Lane } from "~/domain/routing/standing-routes.server";
import { updateRoutingSettings, updateTechnicianRouting } from "~/domain/routing/technicians.server";
import { can, requirePermission, type TenantContext } from "~/domain/tenant.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { runOptimizer } from "~/server/routing-worker.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { ndjson, wantsNdjson, withProgress } from "../../shared/ndjson.server";
import type { Route } from "./+types/page";
import { PlanPanel } from "./plan-panel";
import { SettingsPanel } from "./settings-panel";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "builder.page.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const plan = await builderPlan(tenant);
    return {
      ...plan,
      units: tenant.units,
      canManage: can(tenant, "routing:manage"),
      tileUrl: config.mapTileUrl,
      colors: routeColors,
    };
  });
}

/** What the streamed proposal sends, one JSON object a line. */
export type BuilderEvent =
  | { type: "progress"; fraction: number }
  | { type: "proposal"; proposal: Proposal }
  | { type: "error"; message: string };

/** Runs the solver in a worker thread: the server keeps answering while it works. */
function propose(tenant: TenantContext, formData: FormData, onProgress?: (fraction: number) => void) {
  const asked = formText(formData, "priority");
  const priority = (asked in balancePriorities ? asked : "even") as BalancePriority;
  return proposePlan(
    tenant,
    (input, options) =>
      runOptimizer("balanceWeek", input, {
        timeLimitMs: options.timeLimitMs,
        onProgress: (fraction) => options.onProgress?.(fraction),
      }),
    { priority, onProgress },
  );
}

/**
 * The proposal with its progress: the page posts `intent=propose` with `Accept: application/x-ndjson` and reads
 * progress lines, then the proposal (or an error). Without JavaScript the form posts to the action below.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (!wantsNdjson(request)) return next();
    const tenant = context.get(tenantContext);
    await withErrorPages(async () => requirePermission(tenant, "routing:manage"));
    const formData = await request.formData();
    const events = withProgress<BuilderEvent, BuilderEvent>(async (progress) => {
      try {
        const proposal = await propose(tenant, formData, (fraction) =>
          progress({ type: "progress", fraction }),
        );
        return { type: "proposal", proposal };
      } catch (error) {
        if (error instanceof RuleError) return { type: "error", message: error.message };
        logger.error({ err: error, companyId: tenant.companyId }, "route builder failed");
        return { type: "error", message: "builder.page.failed" };
      }
    });
    return ndjson(events);
  },
];

function parseLanes(raw: FormDataEntryValue | null): Lane[] {
  try {
    const lanes = JSON.parse(String(raw ?? "[]")) as Lane[];
    if (!Array.isArray(lanes)) return [];
    return lanes.map((l) => ({
      technicianId: typeof l.technicianId === "string" ? l.technicianId : null,
      weekday: Number(l.weekday),
      stopIds: Array.isArray(l.stopIds) ? l.stopIds.map(String) : [],
    }));
  } catch {
    return [];
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");

  if (intent === "propose")
    return domainAction(formData, async () => ({ intent, proposal: await propose(tenant, formData) }), {
      intent,
    });

  if (intent === "accept") {
    const technicianIds = formData.getAll("technicianIds").map(String);
    return domainAction(
      formData,
      async () => {
        const result = await acceptProposal(tenant, parseLanes(formData.get("lanes")), technicianIds);
        return redirectWithToast("/company/routeBuilder", {
          message: "builder.page.accepted",
          values: { count: result.changed },
        });
      },
      { intent },
    );
  }

  if (intent === "settings") {
    const parsed = parseForm(routingSettingsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await updateRoutingSettings(tenant, parsed.data);
        const sync = await resyncCompany(tenant);
        return redirectWithToast(
          "/company/routeBuilder?tab=settings",
          sync.created + sync.removed + sync.updated
            ? {
                message: "builder.page.settingsSavedSync",
                values: { created: sync.created, removed: sync.removed, updated: sync.updated },
              }
            : "builder.page.settingsSaved",
        );
      },
      { intent },
    );
  }

  if (intent === "technician") {
    const parsed = parseForm(technicianRoutingSchema, formData);
    const memberId = formText(formData, "memberId");
    if (!parsed.ok) return data({ ...parsed, intent, memberId }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await updateTechnicianRouting(tenant, parsed.data);
        return redirectWithToast("/company/routeBuilder?tab=settings", "builder.page.technicianSaved");
      },
      { intent, memberId },
    );
  }
  throw data("Unknown action", { status: 400 });
}

export default function RouteBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "settings" ? "settings" : "plan";
  const { week } = loaderData;
  const stopCount = Object.keys(week.stops).length;
  return (
    <>
      <PageHeader title={t("builder.page.heading")} description={t("builder.page.description")} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams((p) => {
            if (value === "settings") p.set("tab", "settings");
            else p.delete("tab");
            return p;
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="plan">{t("builder.page.tabPlan")}</Tabs.Tab>
          <Tabs.Tab value="settings">{t("builder.page.tabSettings")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plan">
          {stopCount === 0 ? (
            <Alert color="blue" title={t("builder.page.emptyTitle")}>
              <Text size="sm">
                <Rich
                  k="builder.page.emptyText"
                  values={{
                    link: (chunks) => (
                      <Anchor component={Link} to="/company/recurringServiceStop">
                        {chunks}
                      </Anchor>
                    ),
                  }}
                />
              </Text>
            </Alert>
          ) : (
            <PlanPanel
              loaderData={loaderData}
              actionData={actionData && "intent" in actionData ? actionData : undefined}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsPanel
            loaderData={loaderData}
            actionData={actionData && "intent" in actionData ? actionData : undefined}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
