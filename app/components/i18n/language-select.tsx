import { Select } from "@mantine/core";
import { LOCALE_CHOICES } from "~/core/i18n/languages";
import { useT } from "./i18n-provider";

/** A person's language and region; the first choice follows their browser. Each language is named in itself. */
export function LanguageSelect({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const t = useT();
  return (
    <Select
      label={t("common.language.label")}
      description={t("common.language.description")}
      name="locale"
      data={[{ value: "", label: t("common.language.browser") }, ...LOCALE_CHOICES]}
      defaultValue={defaultValue}
      error={error}
      allowDeselect={false}
    />
  );
}
