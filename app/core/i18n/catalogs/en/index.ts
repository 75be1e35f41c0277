import { admin } from "./admin";
import { auth } from "./auth";
import { builder } from "./builder";
import { common } from "./common";
import { contracts } from "./contracts";
import { field } from "./field";
import { mail } from "./mail";
import { money } from "./money";
import { office } from "./office";
import { people } from "./people";
import { places } from "./places";
import { portal } from "./portal";
import { profile } from "./profile";
import { purchasing } from "./purchasing";
import { reports } from "./reports";
import { routing } from "./routing";
import { seller } from "./seller";
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
  ...people,
  ...contracts,
  ...purchasing,
  ...reports,
  ...builder,
  ...seller,
  ...profile,
  ...admin,
} as const;

export type MessageKey = keyof typeof en;
