const KEY = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

/** Refuses keys that could leave the store's folder or mean different files on disk and in S3 (`..`, `/x`, `a//b`). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`Not a file-store key: ${JSON.stringify(key)}`);
  return key;
}
