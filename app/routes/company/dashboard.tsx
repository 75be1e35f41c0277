import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext, tenantContext } from "~/context";
import { setupChecklist } from "~/domain/companies/companies.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Drip Drop" }];

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const user = context.get(signedInContext)!;
  return {
    firstName: user.firstName,
    companyName: tenant.companyName,
    roleName: tenant.roleName,
    checklist: await setupChecklist(tenant),
  };
}

export default function CompanyDashboard({ loaderData }: Route.ComponentProps) {
  const { checklist } = loaderData;
  const done = checklist.filter((step) => step.done).length;
  return (
    <>
      <PageHeader
        title={`Welcome, ${loaderData.firstName}`}
        description={`${loaderData.companyName} · ${loaderData.roleName}`}
      />
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
    </>
  );
}
