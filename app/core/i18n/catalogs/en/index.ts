import { auth } from "./auth";
import { common } from "./common";
import { field } from "./field";
import { mail } from "./mail";
import { office } from "./office";
import { portal } from "./portal";

/** Every English message. English is the source: its keys are the product's keys. */
export const en = { ...common, ...auth, ...field, ...portal, ...mail, ...office } as const;

export type MessageKey = keyof typeof en;
