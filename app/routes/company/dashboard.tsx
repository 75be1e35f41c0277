import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext, tenantContext } from "~/context";
import { setupChecklist } from "~/domain/companies/companies.server";
import { companyToday, listTechnicianDay } from "~/domain/service/stops.server";
import { can } from "~/domain/tenant.server";
import type { Route } from "./+types/dashboard";
import { clockState } from "./work-logs/clock.server";
import { ClockCard } from "./work-logs/clock-card";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Drip Drop" }];

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const user = context.get(signedInContext)!;
  return {
    firstName: user.firstName,
    companyName: tenant.companyName,
    roleName: tenant.roleName,
    // Setting the company up is the owner's job; the rest see their own day.
    checklist: can(tenant, "settings:write") ? await setupChecklist(tenant) : null,
    today: can(tenant, "operations:work")
      ? await listTechnicianDay(tenant, tenant.memberId, companyToday(tenant))
      : null,
    // Every member clocks themselves in and out; the card is one tap from here.
    clock: { shift: await clockState(tenant) },
  };
}

export default function CompanyDashboard({ loaderData }: Route.ComponentProps) {
  const { checklist, today } = loaderData;
  return (
    <>
      <PageHeader
        title={`Welcome, ${loaderData.firstName}`}
        description={`${loaderData.companyName} · ${loaderData.roleName}`}
      />
      <Stack gap="lg">
        <ClockCard shift={loaderData.clock.shift} returnTo="/company/dashboard" />
        {today && (today.length > 0 || !checklist) ? <TodayCard stops={today} /> : null}
        {checklist ? <SetupChecklist checklist={checklist} /> : null}
      </Stack>
    </>
  );
}

function TodayCard({ stops }: { stops: { status: string }[] }) {
  const done = stops.filter((s) => s.status === "finished" || s.status === "skipped").length;
  return (
    <Paper withBorder p="lg" maw={640}>
      <Title order={2} size="h4">
        Your stops today
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {stops.length === 0
          ? "No stops scheduled for you today."
          : `${done} of ${stops.length} ${stops.length === 1 ? "stop" : "stops"} done.`}
      </Text>
      {stops.length ? (
        <Progress value={(done / stops.length) * 100} mb="md" aria-label="Stops done today" color="teal" />
      ) : null}
      <Anchor component={Link} to="/company/serviceStops?view=day">
        Open my day
      </Anchor>
    </Paper>
  );
}

function SetupChecklist({
  checklist,
}: {
  checklist: { key: string; label: string; to: string; done: boolean }[];
}) {
  const done = checklist.filter((step) => step.done).length;
  return (
    <Paper withBorder p="lg" maw={640}>
      <Title order={2} size="h4">
        Set up your company
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {done === checklist.length
          ? "All done — your company is ready."
          : `${done} of ${checklist.length} steps done.`}
      </Text>
      <Progress value={(done / checklist.length) * 100} mb="md" aria-label="Set-up progress" />
      <Stack gap="sm" component="ul" p={0} style={{ listStyle: "none" }}>
        {checklist.map((step) => (
          <Group key={step.key} component="li" gap="sm" wrap="nowrap">
            <ThemeIcon
              color={step.done ? "teal" : "gray"}
              variant={step.done ? "filled" : "light"}
              radius="xl"
              size="sm"
            >
              {step.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
            </ThemeIcon>
            {step.done ? (
              <Text td="line-through" c="dimmed">
                {step.label}
                <span className="mantine-visually-hidden"> (done)</span>
              </Text>
            ) : (
              <Anchor component={Link} to={step.to}>
                {step.label}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
