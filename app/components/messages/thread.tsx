import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Input,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconFileTypePdf, IconLink } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useNavigation, useRevalidator } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import type { FieldErrors } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { linkGroupIn, linkLabelIn } from "./link-words";

export interface ThreadMessage {
  id: string;
  body: string;
  side: "company" | "client" | "platform";
  senderName: string;
  mine: boolean;
  createdAt: Date | string;
  attachments: { url: string; thumbnailUrl: string | null; name: string; kind: "image" | "pdf" }[];
  link: { label: string; href: string | null } | null;
}

/**
 * Reloads the page's data every few seconds while the tab is visible (new messages, read marks, the sidebar's
 * count), never while a form is being sent. Polling, not a socket: it works behind any proxy and after sleep.
 */
export function usePolling(intervalMs = 6_000) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = revalidator.state !== "idle" || navigation.state !== "idle";
  const { revalidate } = revalidator;
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible" && !busy.current) void revalidate();
    };
    const timer = window.setInterval(tick, intervalMs);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [intervalMs, revalidate]);
}

/** The conversation, oldest first; the reader's own messages on the right. */
export function MessageList({
  messages,
  timeZone,
  sideLabel,
}: {
  messages: ThreadMessage[];
  timeZone: string;
  /** How the reader names each side (e.g. "Support" for platform messages), or nothing. */
  sideLabel?: (side: ThreadMessage["side"]) => string | null;
}) {
  const f = useFormat(timeZone);
  const t = useT();
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView({ block: "nearest" });
  }, [lastId]);
  return (
    <Stack
      component="ol"
      aria-label={t("portal.messages.title")}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
    >
      {messages.map((m, i) => {
        const label = sideLabel?.(m.side);
        return (
          <li key={m.id} ref={i === messages.length - 1 ? endRef : undefined}>
            <Paper
              withBorder
              p="sm"
              ml={m.mine ? "auto" : 0}
              mr={m.mine ? 0 : "auto"}
              maw={{ base: "92%", sm: "75%" }}
              bg={m.mine ? "var(--mantine-color-blue-light)" : undefined}
              aria-label={`${m.mine ? t("portal.messages.you") : m.senderName}, ${f.dateTime(m.createdAt)}`}
            >
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {m.mine ? t("portal.messages.you") : m.senderName}
                  </Text>
                  {label ? (
                    <Badge size="xs" variant="light" color="gray">
                      {label}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {f.dateTime(m.createdAt)}
                </Text>
              </Group>
              {m.body ? (
                <Text mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {m.body}
                </Text>
              ) : null}
              {m.attachments.length ? (
                <Group mt="xs" gap="xs">
                  {m.attachments.map((a) =>
                    a.kind === "image" ? (
                      <Anchor key={a.url} href={a.url} target="_blank" rel="noreferrer">
                        <Image
                          src={a.thumbnailUrl ?? a.url}
                          alt={t("portal.messages.photo", { name: a.name })}
                          w={120}
                          h={90}
                          fit="cover"
                          radius="sm"
                        />
                      </Anchor>
                    ) : (
                      <Anchor key={a.url} href={a.url} target="_blank" rel="noreferrer" size="sm">
                        <Group gap={4} wrap="nowrap">
                          <IconFileTypePdf size={18} aria-hidden />
                          <span style={{ overflowWrap: "anywhere" }}>{a.name}</span>
                        </Group>
                      </Anchor>
                    ),
                  )}
                </Group>
              ) : null}
              {m.link ? (
                <Group mt="xs" gap={4} wrap="nowrap">
                  <IconLink size={16} aria-hidden />
                  {m.link.href ? (
                    <Anchor component={Link} to={m.link.href} size="sm">
                      {linkLabelIn(t, m.link.label, f.calendarDate)}
                    </Anchor>
                  ) : (
                    <Text size="sm">{linkLabelIn(t, m.link.label, f.calendarDate)}</Text>
                  )}
                </Group>
              ) : null}
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}

type LinkGroups = { group: string; items: { value: string; label: string }[] }[];
type ComposerResult = { ok: true } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Writes a message: text, photos or PDFs, and (company side) a record to link. Sent with a fetcher so the page stays
 * put; the form empties once the server has the message, and keeps what was typed when it refuses.
 */
export function Composer({ linkOptions }: { linkOptions?: LinkGroups }) {
  const fetcher = useFetcher<ComposerResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const sending = fetcher.state !== "idle";
  const t = useT();
  const f = useFormat();

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      formRef.current?.reset();
      setLink(null);
    }
  }, [fetcher.state, result]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const text = String(data.get("body") ?? "").trim();
    const files = data.getAll("files").filter((f) => f instanceof File && f.size > 0);
    if (!text && files.length === 0) {
      event.preventDefault();
      setClientError("portal.messages.empty");
      return;
    }
    setClientError(null);
  }

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} mt="md">
      <fetcher.Form method="post" encType="multipart/form-data" ref={formRef} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="message" />
        <Stack gap="sm">
          <Textarea
            name="body"
            label={t("portal.messages.message")}
            autosize
            minRows={2}
            maxRows={10}
            error={t.text(clientError ?? errors.body ?? "") || undefined}
            onChange={() => setClientError(null)}
          />
          <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
            <AttachmentsInput error={errors.files} />
            {linkOptions?.length ? (
              <Select
                name="link"
                label={t("portal.messages.link")}
                placeholder={t("portal.messages.linkPlaceholder")}
                data={linkOptions.map((g) => ({
                  group: linkGroupIn(t, g.group),
                  items: g.items.map((i) => ({ ...i, label: linkLabelIn(t, i.label, f.calendarDate) })),
                }))}
                value={link}
                onChange={setLink}
                searchable
                clearable
                error={errors.link}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
          </Group>
          {errors.form ? <Alert color="red">{t.text(errors.form)}</Alert> : null}
          <Group>
            <Button type="submit" loading={sending}>
              {t("portal.messages.send")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

/** The files of a message: images or PDFs, checked again on the server (message-files.server). */
export function AttachmentsInput({ error, description }: { error?: string; description?: string }) {
  const id = useId();
  const t = useT();
  return (
    <Input.Wrapper
      label={t("portal.messages.attach")}
      description={description ?? t("portal.messages.attachDescription")}
      error={error && t.text(error)}
      id={id}
    >
      <input
        id={id}
        type="file"
        name="files"
        multiple
        accept="image/png,image/jpeg,image/webp,image/gif,image/heic,application/pdf"
        style={{ display: "block", marginTop: 6, maxWidth: "100%" }}
      />
    </Input.Wrapper>
  );
}
