/**
 * A company of 5,000 customers for the benches (bench:locations, bench:load): 6,000 service locations, 7,000 bodies
 * of water and 15,000 pieces of equipment, inserted in batches, then ANALYZE so the planner knows their sizes.
 */
import { analyzeTables } from "~/db/analyze.server";
import type { Db } from "~/db/client.server";
import { bodyOfWater, customer, equipment, serviceLocation } from "~/db/schema";
import { inBatches } from "./databases";

/** Street names and cities of the bench customers (also used by the 50,000-customer search bench). */
export const streets = [
  "Oak St",
  "Palm Dr",
  "Mesa Rd",
  "Camelback Rd",
  "Shea Blvd",
  "Hayden Rd",
  "Rural Rd",
  "Elm Ave",
];
export const cities = ["Phoenix", "Scottsdale", "Tempe", "Mesa", "Chandler", "Gilbert"];

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedCustomers(db: Db, companyId: string, count = 5000) {
  const customers = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    companyId,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    displayName: `Last${i}, First${i}`,
    email: `customer${i}@example.com`,
    phone: `(480) 555-${String(i).padStart(4, "0")}`,
    billingAddressLine: `${100 + i} ${streets[i % streets.length]}`,
    status: (i % 10 === 0 ? "lead" : "active") as "lead" | "active",
    tags: i % 3 === 0 ? ["salt"] : ["weekly"],
  }));
  await inBatches(customers, (b) => db.insert(customer).values(b));
  const locationCount = Math.round(count * 1.2);
  const locations = Array.from({ length: locationCount }, (_, i) => ({
    id: crypto.randomUUID(),
    companyId,
    customerId: customers[i % count].id,
    addressLine: `${100 + i} ${streets[i % streets.length]}`,
    city: cities[i % cities.length],
    postalCode: String(85000 + (i % 300)),
    latitude: i % 50 === 0 ? null : 33.4 + (i % 100) / 1000,
    longitude: i % 50 === 0 ? null : -111.9 - (i % 100) / 1000,
  }));
  await inBatches(locations, (b) => db.insert(serviceLocation).values(b));
  const bodyCount = Math.round(count * 1.4);
  const bodies = Array.from({ length: bodyCount }, (_, i) => ({
    id: crypto.randomUUID(),
    companyId,
    customerId: locations[i % locationCount].customerId,
    serviceLocationId: locations[i % locationCount].id,
    name: i < locationCount ? "Pool" : "Spa",
    kind: (i < locationCount ? "pool" : "spa") as "pool" | "spa",
    volume: i < locationCount ? 18000 : 450,
    sanitizer: (i % 3 === 0 ? "salt" : "chlorine") as "salt" | "chlorine",
  }));
  await inBatches(bodies, (b) => db.insert(bodyOfWater).values(b));
  const kit = Array.from({ length: count * 3 }, (_, i) => ({
    companyId,
    customerId: bodies[i % bodyCount].customerId,
    bodyOfWaterId: bodies[i % bodyCount].id,
    category: ["pump", "filter", "heater"][i % 3],
    make: "Pentair",
    model: `Model ${i % 40}`,
    status: "operational",
    // One in twenty has a service date, spread over the next two years: a few come due (alerts) each week.
    nextServiceOn: i % 20 === 0 ? daysFromToday(7 + ((i / 20) % 730)) : null,
  }));
  await inBatches(kit, (b) => db.insert(equipment).values(b));
  await analyzeTables(db, [customer, serviceLocation, bodyOfWater, equipment]);
  return { customers, locations, bodies, equipment: kit };
}
