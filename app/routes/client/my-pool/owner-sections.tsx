import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { Fact } from "~/components/layout/fact";
import type { OwnPool } from "~/domain/portal/owner-pools.server";
import type { OwnerRepairRequests } from "~/domain/portal/repair-requests.server";
import { RepairStatusBadge } from "../../company/repair-requests/status-badge";
import { usePoolWord } from "./portal-view";

/** The problems the owner reported, with the company's answer. */
export function RepairRequestList({ requests }: { requests: OwnerRepairRequests }) {
  const f = useFormat();
  const t = useT();
  const word = usePoolWord();
  if (requests.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t("portal.repairs.none")}
      </Text>
    );
  return (
    <Stack gap="xs">
      {requests.map((r) => (
        <Paper
          key={r.id}
          withBorder
          p="sm"
          aria-label={t("portal.repairs.label", { description: r.description.slice(0, 60) })}
          component="article"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {r.description}
            </Text>
            <RepairStatusBadge status={r.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {f.dateTime(r.createdAt)} · {r.companyName}
            {r.bodyName ? ` · ${r.bodyName}` : ""}
            {r.equipmentCategory && r.equipmentId ? " · " : ""}
            {r.equipmentCategory && r.equipmentId ? (
              <Anchor component={Link} to={`/equipment/${r.equipmentId}`} size="sm" underline="always">
                {word(r.equipmentCategory)}
              </Anchor>
            ) : null}
          </Text>
          {r.resolutionNote ? (
            <Text size="sm" mt={4}>
              <strong>
                {r.status === "dismissed"
                  ? t("portal.repairs.dismissedWhy")
                  : t("portal.repairs.companyNote")}
              </strong>{" "}
              {r.resolutionNote}
            </Text>
          ) : null}
          {r.photos.length ? (
            <Group gap="xs" mt="xs">
              {r.photos.map((p, i) => (
                <a key={p.url} href={p.url}>
                  <Image
                    src={p.thumbnailUrl}
                    alt={t("portal.repairs.photo", { n: i + 1 })}
                    w={72}
                    h={72}
                    radius="sm"
                    fit="cover"
                  />
                </a>
              ))}
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

/** Pools the owner describes themselves (no company needed). */
export function OwnPools({ pools, linked }: { pools: OwnPool[]; linked: boolean }) {
  const f = useFormat();
  const t = useT();
  const word = usePoolWord();
  return (
    <section aria-labelledby="own-pools">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="own-pools">
          {linked ? t("portal.ownPools.described") : t("portal.ownPools.yours")}
        </Title>
        <Button
          component={Link}
          to="/mypool/own/new"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t("portal.ownPools.describe")}
        </Button>
      </Group>
      {pools.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("portal.ownPools.none")}
        </Text>
      ) : (
        <Stack gap="sm">
          {pools.map((p) => (
            <Paper key={p.id} withBorder p="md">
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h4">
                  {p.name}
                </Title>
                <Anchor
                  component={Link}
                  to={`/mypool/own/${p.id}`}
                  aria-label={t("portal.ownPools.editLabel", { name: p.name })}
                >
                  {t("portal.ownPools.edit")}
                </Anchor>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Fact label={t("portal.pool.kind")}>{word(p.kind)}</Fact>
                <Fact label={t("portal.pool.volume")}>{f.quantity(p.volumeGallons || null, "gal")}</Fact>
                <Fact label={t("portal.pool.sanitizer")}>{word(p.sanitizer)}</Fact>
                <Fact label={t("portal.pool.surface")}>{word(p.surface)}</Fact>
                <Fact label={t("portal.pool.address")}>
                  {[p.address, p.postalCode].filter(Boolean).join(" ") || "—"}
                </Fact>
              </SimpleGrid>
              {p.notes ? (
                <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                  {p.notes}
                </Text>
              ) : null}
              {p.postalCode ? (
                <Anchor component={Link} to={`/companies?zip=${encodeURIComponent(p.postalCode)}`} size="sm">
                  {t("portal.ownPools.find", { zip: p.postalCode })}
                </Anchor>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
