import { FileInput, type FileInputProps } from "@mantine/core";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * Mantine's FileInput for plain (uncontrolled) forms, keeping a file chosen before the page's code took over.
 *
 * The server-rendered page already has the real `<input type="file">`, so on a slow phone a file can be picked before
 * hydration; Mantine then empties that input on mount (its value starts as "no file"), and the form would post
 * nothing. We note the early file before any effect runs and put it back once Mantine has reset the input.
 */
export function FileField(props: Omit<FileInputProps, "value" | "onChange" | "multiple">) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const early = useRef<File | null>(null);
  const [file, setFile] = useState<File | null>(null);

  // Layout effects run before every passive effect, so this reads the input before Mantine's reset.
  useLayoutEffect(() => {
    early.current = nativeInput(box.current)?.files?.[0] ?? null;
  }, []);

  // A parent's passive effect runs after its children's: Mantine has reset the input by now.
  useEffect(() => {
    const chosen = early.current;
    const input = nativeInput(box.current);
    if (!chosen || !input) return;
    const transfer = new DataTransfer();
    transfer.items.add(chosen);
    input.files = transfer.files;
    setFile(chosen);
  }, []);

  return (
    <div ref={box} style={{ display: "contents" }}>
      <FileInput
        clearButtonProps={{ "aria-label": t("common.files.clearChoice") }}
        {...props}
        value={file}
        onChange={setFile}
      />
    </div>
  );
}

function nativeInput(box: HTMLElement | null) {
  return box?.querySelector<HTMLInputElement>('input[type="file"]') ?? null;
}
