import { Paper, Text } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { findNotBuiltPage } from "~/not-built";

// Typed without "./+types/not-built": that file is generated only while some route points here, and every page of
// the seed may be built (the list in app/not-built.ts empty).
export function loader({ request }: LoaderFunctionArgs) {
  // Client navigations fetch loader data from "<path>.data".
  const page = findNotBuiltPage(new URL(request.url).pathname.replace(/\.data$/, ""));
  return { title: page?.title ?? "Page", issue: page?.issue ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `${loaderData?.title} — Drip Drop` },
];

/** A page the seed names that a later issue builds (see app/not-built.ts). */
export default function NotBuilt({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <Paper withBorder p="lg">
        <Text fw={600}>Not built yet.</Text>
        <Text c="dimmed" size="sm">
          This part of Drip Drop is planned{loaderData.issue ? ` (issue ${loaderData.issue})` : ""} and does
          not work yet.
        </Text>
      </Paper>
    </>
  );
}
