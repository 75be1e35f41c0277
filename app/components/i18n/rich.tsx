import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { MessageValue, RichTag } from "~/core/i18n/translate";
import { useT } from "./i18n-provider";

/**
 * A message with markup in the page's language: `<Rich k="office.team.empty" values={{ link: (c) => <Link…>{c}</Link> }} />`.
 * The words around a link or a bold part stay one message, so a translation can move them.
 */
export function Rich({
  k,
  values,
}: {
  k: MessageKey;
  values: Readonly<Record<string, MessageValue | RichTag<ReactNode>>>;
}) {
  const t = useT();
  return (
    <>
      {t.rich<ReactNode>(k, values).map((part, i) => (
        // The parts of one message never reorder between renders: the index is a stable key.
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}

/** `<b>` in a message: bold. */
export const bold: RichTag<ReactNode> = (chunks) => <strong>{chunks}</strong>;
