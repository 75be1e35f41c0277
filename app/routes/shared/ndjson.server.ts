export const NDJSON = "application/x-ndjson";

/** Does this request ask for a streamed answer (a page's script following a long job's progress)? */
export const wantsNdjson = (request: Request) =>
  request.method === "POST" && (request.headers.get("accept") ?? "").includes(NDJSON);

/**
 * A streamed NDJSON response, one JSON object a line, not compressed (compression would hold the lines back). If the
 * browser leaves, the work behind the events still finishes on its own.
 */
export function ndjson<E>(events: Iterable<E> | AsyncIterable<E>) {
  const encoder = new TextEncoder();
  const lines = (async function* () {
    for await (const event of events) yield encoder.encode(`${JSON.stringify(event)}\n`);
  })();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: () => undefined,
  });
  return new Response(body, {
    headers: {
      "content-type": `${NDJSON}; charset=utf-8`,
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}

/**
 * Turns a job that reports progress through a callback into events: every `progress(...)` call becomes an event as
 * soon as it happens, then the job's final event.
 */
export async function* withProgress<P, E>(
  job: (progress: (event: P) => void) => Promise<E>,
): AsyncGenerator<P | E> {
  const updates: P[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  let last: { value: E } | { error: unknown } | undefined;
  const work = job((event) => {
    updates.push(event);
    wake?.();
  })
    .then((value) => {
      last = { value };
    })
    .catch((error) => {
      last = { error };
    })
    .finally(() => {
      finished = true;
      wake?.();
    });
  while (!finished || updates.length) {
    if (updates.length) yield updates.shift()!;
    else await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
  }
  await work;
  if (last && "error" in last) throw last.error;
  if (last) yield last.value;
}
