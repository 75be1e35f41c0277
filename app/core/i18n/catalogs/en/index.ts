import { auth } from "./auth";
import { common } from "./common";
import { field } from "./field";
import { mail } from "./mail";
import { money } from "./money";
import { office } from "./office";
import { places } from "./places";
import { portal } from "./portal";
import { routing } from "./routing";
import { team } from "./team";
import { water } from "./water";
import { work } from "./work";

/** Every English message. English is the source: its keys are the product's keys. */
export const en = {
  ...common,
  ...auth,
  ...field,
  ...portal,
  ...mail,
  ...office,
  ...places,
  ...routing,
  ...work,
  ...money,
  ...team,
  ...water,
} as const;

export type MessageKey = keyof typeof en;
