/**
 * Posts a form to the current page asking for a streamed NDJSON answer, and hands each line to `onEvent` until it
 * returns true (the last event). Returns false when the answer is not a stream (an error page, an old server): the
 * caller then submits the form the classic way.
 */
export async function postForNdjson<E>(body: FormData, onEvent: (event: E) => boolean): Promise<boolean> {
  const response = await fetch(window.location.pathname, {
    method: "POST",
    body,
    headers: { accept: "application/x-ndjson" },
  });
  if (!response.ok || !response.body || !response.headers.get("content-type")?.includes("ndjson"))
    return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? "";
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) if (onEvent(JSON.parse(line) as E)) return true;
    if (done) throw new Error("The answer ended early.");
  }
}
