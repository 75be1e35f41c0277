import { Affix, Button, Notification, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "~/components/i18n/i18n-provider";
import { applyUpdate, onUpdateWaiting, registerServiceWorker, updateWaiting } from "./sw-register";

/**
 * Registers the service worker (once, production builds only) and, when a new version waits, says so with a Reload
 * button. The app never reloads by itself: a technician in the middle of a stop chooses when (root.tsx renders it).
 */
export function UpdateBanner() {
  const t = useT();
  useEffect(registerServiceWorker, []);
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} maw={480} zIndex={300}>
      <Notification
        title={t("common.update.title")}
        icon={<IconRefresh size={18} />}
        color="cyan"
        withBorder
        onClose={() => setDismissed(true)}
      >
        <Text size="sm" mb="xs">
          {t("common.update.text")}
        </Text>
        <Button
          size="md"
          mih={44}
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void applyUpdate();
          }}
        >
          {t("common.update.reload")}
        </Button>
      </Notification>
    </Affix>
  );
}
