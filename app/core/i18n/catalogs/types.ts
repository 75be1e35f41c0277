/** Another language's messages for an English area: exactly its keys, each with its own text. */
export type Translation<English extends Readonly<Record<string, string>>> = {
  readonly [K in keyof English]: string;
};
