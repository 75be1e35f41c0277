/**
 * Sends the device's outbox to the server, in order (placeholder signature; the real engine lands next).
 * Runs in a page or in the service worker (Background Sync): it uses only fetch and IndexedDB.
 */
export async function syncOutbox(): Promise<void> {}
