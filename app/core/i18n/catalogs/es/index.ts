import type { Catalog } from "../../translate";
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

/** Every Spanish message (loaded by the browser only for a Spanish page: components/i18n/catalogs.ts). */
export const es: Catalog = {
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
};
