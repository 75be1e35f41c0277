import type { Catalog } from "../../translate";
import { auth } from "./auth";
import { common } from "./common";
import { field } from "./field";
import { mail } from "./mail";
import { office } from "./office";
import { portal } from "./portal";

/** Every Spanish message (loaded by the browser only for a Spanish page: components/i18n/catalogs.ts). */
export const es: Catalog = { ...common, ...auth, ...field, ...portal, ...mail, ...office };
