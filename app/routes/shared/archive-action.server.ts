import { redirectWithToast } from "~/server/toast.server";
import { domain } from "./domain-errors.server";

/**
 * A detail page's archive / restore intent (posted by `components/forms/archive-button.tsx`): flips the record and
 * comes back to the page with a toast that names it — `Vendor "Pool Supply Co." archived.`
 */
export function archiveOrRestore(
  intent: "archive" | "restore",
  here: string,
  label: string,
  setArchived: (archived: boolean) => Promise<{ name: string }>,
) {
  return domain(async () => {
    const saved = await setArchived(intent === "archive");
    return redirectWithToast(
      here,
      `${label} "${saved.name}" ${intent === "archive" ? "archived" : "restored"}.`,
    );
  });
}
