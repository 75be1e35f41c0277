import { Alert } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { FromDevice } from "./field-pages";

/** Says that a screen shows the phone's saved copy (offline), and from when. Nothing when the data is the server's. */
export function DeviceCopyNotice({ data }: { data: object }) {
  const t = useT();
  const f = useFormat();
  const copy = (data as FromDevice).fromDevice;
  if (!copy) return null;
  return (
    <Alert color="gray" icon={<IconCloudOff size={18} />} role="status">
      {t("field.sync.fromDevice", { when: f.dateTime(copy.savedAt) })}
    </Alert>
  );
}
