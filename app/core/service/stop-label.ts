/** S-1042: how people say a stop's number. */
export const stopLabel = (n: number) => `S-${n}`;
