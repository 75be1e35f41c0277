/**
 * An equipment import: one row per piece of equipment on a customer's pool (the customer by ID, e-mail or name, the
 * pool by address and name), with its type, make, model, serial number and install date. Pure: the fields, the guess
 * of which column holds each, and the check of every row; finding the pool is the domain's, as for history.
 */

import { type EquipmentCategory, equipmentCategories } from "../equipment/service";
import { keyed } from "../i18n/keyed";
import { emptyColumns, guessColumns, knownColumns } from "./fields";
import { type HistoryRow, namesCustomer, parseServiceDate, placeOfRow } from "./history";
import { checkRows, quoted, type RowProblem } from "./row-values";
import { MAX_REPORTED_ERRORS, normalizeText } from "./validate";

export const equipmentFields = [
  "customerId",
  "customerName",
  "customerEmail",
  "addressLine",
  "bodyName",
  "category",
  "make",
  "model",
  "serialNumber",
  "installedOn",
  "notes",
] as const;
export type EquipmentField = (typeof equipmentFields)[number];
export type EquipmentMapping = Record<EquipmentField, string | null>;

export const equipmentSynonyms: Record<EquipmentField, readonly string[]> = {
  customerId: ["Customer ID", "Client ID", "Account #", "ID del cliente"],
  customerName: [
    "Customer",
    "Customer name",
    "Client",
    "Client name",
    "Name",
    "Cliente",
    "Nombre del cliente",
  ],
  customerEmail: ["Email", "E-mail", "Customer email", "Correo electrónico", "Correo"],
  addressLine: [
    "Service address",
    "Address",
    "Location",
    "Pool address",
    "Dirección",
    "Dirección del servicio",
  ],
  bodyName: ["Body of water", "Pool", "Pool name", "Piscina"],
  category: ["Type", "Equipment type", "Category", "Kind", "Equipment", "Tipo", "Categoría", "Equipo"],
  make: ["Make", "Brand", "Manufacturer", "Marca", "Fabricante"],
  model: ["Model", "Model number", "Modelo"],
  serialNumber: ["Serial", "Serial number", "Serial #", "S/N", "SN", "Número de serie"],
  installedOn: ["Install date", "Installed", "Installed on", "Date installed", "Fecha de instalación"],
  notes: ["Notes", "Comments", "Notas"],
};

/** Which column holds each field: the best synonym first, each column used once. */
export function guessEquipmentMapping(headers: readonly string[]): EquipmentMapping {
  return guessColumns(equipmentFields, equipmentSynonyms, headers);
}

export function emptyEquipmentMapping(): EquipmentMapping {
  return emptyColumns(equipmentFields);
}

export function sanitizeEquipmentMapping(raw: Record<string, unknown>, headers: readonly string[]) {
  return knownColumns(equipmentFields, raw, headers);
}

/** What other tools call each category (English and Spanish); anything else is "other" with its words kept in notes. */
const categoryWords: Record<string, EquipmentCategory> = {
  pump: "pump",
  "pool pump": "pump",
  "variable speed pump": "pump",
  vsp: "pump",
  bomba: "pump",
  filter: "filter",
  "cartridge filter": "filter",
  "sand filter": "filter",
  "de filter": "filter",
  filtro: "filter",
  heater: "heater",
  "heat pump": "heater",
  calentador: "heater",
  "salt cell": "salt cell",
  "salt system": "salt cell",
  "salt chlorine generator": "salt cell",
  swg: "salt cell",
  "celda de sal": "salt cell",
  chlorinator: "chlorinator",
  feeder: "chlorinator",
  clorador: "chlorinator",
  automation: "automation",
  controller: "automation",
  automatizacion: "automation",
  cleaner: "cleaner",
  "pool cleaner": "cleaner",
  robot: "cleaner",
  limpiafondos: "cleaner",
  light: "light",
  "pool light": "light",
  luz: "light",
  valve: "valve",
  valvula: "valve",
  other: "other",
  otro: "other",
};
for (const c of equipmentCategories) categoryWords[c] = c;

export function categoryOf(raw: string): EquipmentCategory | null {
  return categoryWords[normalizeText(raw.replace(/[-_]/g, " "))] ?? null;
}

/** One valid piece of equipment with the place it belongs to (as a history row names it, for the same lookup). */
export interface EquipmentRow {
  place: HistoryRow;
  category: EquipmentCategory;
  make: string | null;
  model: string | null;
  serialNumber: string | null;
  installedOn: string | null;
  notes: string | null;
}

export type EquipmentError = RowProblem<EquipmentField>;

export function validateEquipmentRows(
  rows: readonly Record<string, string>[],
  mapping: EquipmentMapping,
  options: { today: string; maxErrors?: number },
) {
  return checkRows<EquipmentField, EquipmentRow, HistoryRow>(
    rows,
    mapping,
    equipmentFields,
    options.maxErrors ?? MAX_REPORTED_ERRORS,
    (v, line, fail) => {
      if (!v.customerId && !v.customerName && !v.customerEmail)
        fail("customerName", "common.history.customerMissing");
      const category = v.category ? categoryOf(v.category) : null;
      if (!v.category) fail("category", "common.equipmentImport.categoryMissing");
      else if (!category)
        fail("category", keyed("common.equipmentImport.category", { value: quoted(v.category) }));
      const installedOn = v.installedOn ? parseServiceDate(v.installedOn, options.today) : null;
      if (v.installedOn && !installedOn)
        fail("installedOn", keyed("common.history.dateInvalid", { value: quoted(v.installedOn) }));
      for (const field of ["make", "model", "serialNumber"] as const)
        if (v[field].length > 100) fail(field, "common.equipmentImport.tooLong");
      const place = placeOfRow(line, v);
      return {
        ref: namesCustomer(place) ? place : null,
        valid: category
          ? {
              place,
              category,
              make: v.make || null,
              model: v.model || null,
              serialNumber: v.serialNumber || null,
              installedOn,
              notes: v.notes || null,
            }
          : null,
      };
    },
  );
}
