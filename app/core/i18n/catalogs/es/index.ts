import type { Catalog } from "../../translate";
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
};
