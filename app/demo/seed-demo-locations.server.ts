import { addDays, nextServiceDate } from "~/core/equipment/service";
import { computeVolume } from "~/core/water/volume";
import type { Db } from "~/db/client.server";
import { bodyOfWater, customer, customerContact, equipment, serviceLocation } from "~/db/schema";
import { refreshCustomerSearchText } from "~/domain/customers/customers.server";
import { displayNameOf } from "~/domain/customers/schemas";

/**
 * ~40 customers of the demo company in the Phoenix metro area (a pool market): plausible street addresses around
 * real neighbourhood centres, their pools and spas, and equipment — some of it due for service. Deterministic, so
 * every fresh demo looks the same.
 */
const neighbourhoods = [
  {
    city: "Scottsdale",
    zip: "85251",
    lat: 33.4942,
    lng: -111.9261,
    streets: ["E Camelback Rd", "N Hayden Rd", "E Indian Bend Rd", "N 68th St", "E Chaparral Rd"],
  },
  {
    city: "Phoenix",
    zip: "85018",
    lat: 33.502,
    lng: -111.979,
    streets: ["E Exeter Blvd", "N 40th St", "E Calle Feliz", "N Arcadia Dr", "E Lafayette Blvd"],
  },
  {
    city: "Tempe",
    zip: "85283",
    lat: 33.3655,
    lng: -111.94,
    streets: ["S Rural Rd", "E Warner Rd", "S Lakeshore Dr", "E Carter Dr", "S McClintock Dr"],
  },
  {
    city: "Mesa",
    zip: "85213",
    lat: 33.4415,
    lng: -111.7965,
    streets: ["E McKellips Rd", "N Val Vista Dr", "E Menlo St", "N Higley Rd", "E Hermosa Vista Dr"],
  },
  {
    city: "Chandler",
    zip: "85224",
    lat: 33.3182,
    lng: -111.8773,
    streets: ["W Ray Rd", "N Dobson Rd", "W Shawnee Dr", "W Tulsa St", "N Alma School Rd"],
  },
  {
    city: "Gilbert",
    zip: "85234",
    lat: 33.3645,
    lng: -111.751,
    streets: ["E Guadalupe Rd", "N Lindsay Rd", "E Orchard Ln", "N Greenfield Rd", "E Juniper Ave"],
  },
];
const firstNames = [
  "Maria",
  "James",
  "Linda",
  "Robert",
  "Patricia",
  "Michael",
  "Jennifer",
  "David",
  "Elizabeth",
  "William",
  "Susan",
  "Carlos",
  "Karen",
  "Daniel",
  "Nancy",
  "Jose",
  "Lisa",
  "Mark",
  "Sandra",
  "Paul",
];
const lastNames = [
  "Garcia",
  "Johnson",
  "Nguyen",
  "Martinez",
  "Anderson",
  "Thompson",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Clark",
  "Lewis",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Hill",
  "Flores",
];
const pumps = [
  ["Pentair", "IntelliFlo3 VSF"],
  ["Hayward", "TriStar VS 950"],
  ["Jandy", "VS FloPro 2.7"],
];
const filters = [
  ["Pentair", "Clean & Clear Plus 420"],
  ["Hayward", "SwimClear C4030"],
  ["Jandy", "CS250"],
];

/**
 * The customer record of the demo pool owner (the `pat@poolowner.demo` account is linked to it): named and addressed
 * as Pat, so everything Pat reads in the portal — agreement, invoices, receipts, messages — is Pat's.
 */
export const demoPoolOwner = { firstName: "Pat", lastName: "Morgan", email: "pat@poolowner.demo" } as const;
/** Which of the 40 generated customers is Pat's (a weekly pool on a route that is not today's). */
const POOL_OWNER_INDEX = 19;

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedDemoLocations(db: Db, companyId: string, today: string) {
  const rand = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  await db.transaction(async (tx) => {
    for (let i = 0; i < 40; i++) {
      const area = neighbourhoods[i % neighbourhoods.length];
      const isPoolOwner = i === POOL_OWNER_INDEX;
      const firstName = isPoolOwner ? demoPoolOwner.firstName : firstNames[i % firstNames.length];
      const lastName = isPoolOwner
        ? demoPoolOwner.lastName
        : lastNames[(i * 7 + Math.floor(i / firstNames.length) * 3) % lastNames.length];
      const isBusiness = i % 13 === 5;
      const names = {
        firstName,
        lastName,
        companyName: isBusiness ? `${lastName} Property Management` : null,
        displayAsCompany: isBusiness,
      };
      const street = `${1000 + Math.floor(rand() * 8900)} ${pick(area.streets)}`;
      const phone = `(480) 555-${String(100 + i * 17).padStart(4, "0")}`;
      const [c] = await tx
        .insert(customer)
        .values({
          companyId,
          ...names,
          displayName: displayNameOf(names),
          email: isPoolOwner ? demoPoolOwner.email : `${firstName}.${lastName}${i}@example.com`.toLowerCase(),
          phone,
          billingAddressLine: street,
          billingCity: area.city,
          billingRegion: "AZ",
          billingPostalCode: area.zip,
          status: i % 11 === 3 ? "lead" : i % 17 === 9 ? "inactive" : "active",
          tags: [
            i % 2 ? "weekly" : "biweekly",
            ...(i % 3 === 0 ? ["salt"] : []),
            ...(i % 7 === 0 ? ["gate code"] : []),
          ],
          rateType: "per month",
        })
        .returning();
      const [contact] = await tx
        .insert(customerContact)
        .values({ companyId, customerId: c.id, name: `${firstName} ${lastName}`, phone, email: c.email })
        .returning();
      // One location is left without coordinates, to show how an unroutable address is flagged.
      const located = i !== 7;
      const [location] = await tx
        .insert(serviceLocation)
        .values({
          companyId,
          customerId: c.id,
          addressLine: street,
          city: area.city,
          region: "AZ",
          postalCode: area.zip,
          latitude: located ? Number((area.lat + (rand() - 0.5) * 0.04).toFixed(6)) : null,
          longitude: located ? Number((area.lng + (rand() - 0.5) * 0.04).toFixed(6)) : null,
          geocodedBy: located ? "map pin" : null,
          gateCode: i % 7 === 0 ? String(1000 + i * 3) : null,
          dogName: i % 5 === 0 ? pick(["Max", "Bella", "Luna", "Cooper"]) : null,
          mainContactId: contact.id,
          estimatedMinutes: 25 + (i % 4) * 5,
        })
        .returning();
      const length = 28 + Math.floor(rand() * 14);
      const width = 14 + Math.floor(rand() * 6);
      const pool = computeVolume({
        shape: i % 4 === 1 ? "kidney" : "rectangle",
        units: "us",
        length,
        width,
        widthA: width,
        widthB: width - 4,
        shallowDepth: 3.5,
        deepDepth: 6,
      });
      const sanitizer = i % 3 === 0 ? "salt" : "chlorine";
      const [body] = await tx
        .insert(bodyOfWater)
        .values({
          companyId,
          customerId: c.id,
          serviceLocationId: location.id,
          name: "Pool",
          kind: "pool",
          volume: pool.ok ? pool.volume : 18000,
          volumeSource: "computed",
          shape: i % 4 === 1 ? "kidney" : "rectangle",
          dimensions: { length, width, shallowDepth: 3.5, deepDepth: 6 },
          surface: i % 5 === 2 ? "pebble" : "plaster",
          sanitizer,
        })
        .returning();
      if (i % 4 === 0) {
        await tx.insert(bodyOfWater).values({
          companyId,
          customerId: c.id,
          serviceLocationId: location.id,
          name: "Spa",
          kind: "spa",
          volume: 450,
          surface: "plaster",
          sanitizer,
        });
      }
      const installedOn = addDays(today, -200 - i * 23)!;
      // Every fourth customer's filter was last cleaned long enough ago to be due now.
      const lastFilterClean = addDays(today, i % 4 === 2 ? -120 : -30 - (i % 30))!;
      const [pumpMake, pumpModel] = pick(pumps);
      const [filterMake, filterModel] = pick(filters);
      const clean = 12 + (i % 5);
      await tx.insert(equipment).values([
        {
          companyId,
          customerId: c.id,
          bodyOfWaterId: body.id,
          category: "pump",
          make: pumpMake,
          model: pumpModel,
          serialNumber: `PX${100000 + i * 37}`,
          installedOn,
          warrantyUntil: addDays(installedOn, 3 * 365),
          status: "operational",
        },
        {
          companyId,
          customerId: c.id,
          bodyOfWaterId: body.id,
          category: "filter",
          make: filterMake,
          model: filterModel,
          serialNumber: `FL${200000 + i * 41}`,
          installedOn,
          status: i % 9 === 4 ? "needs maintenance" : "operational",
          cleanPressurePsi: clean,
          currentPressurePsi: clean + (i % 6 === 1 ? 9 : 3),
          serviceEvery: 3,
          serviceUnit: "months",
          lastServiceOn: lastFilterClean,
          nextServiceOn: nextServiceDate(lastFilterClean, installedOn, { every: 3, unit: "months" }),
        },
        ...(sanitizer === "salt"
          ? [
              {
                companyId,
                customerId: c.id,
                bodyOfWaterId: body.id,
                category: "salt cell",
                make: "Hayward",
                model: "TurboCell T-15",
                installedOn,
                status: i % 6 === 3 ? "needs repair" : "operational",
                serviceEvery: 6,
                serviceUnit: "months" as const,
                lastServiceOn: addDays(today, -170)!,
                nextServiceOn: nextServiceDate(addDays(today, -170), installedOn, {
                  every: 6,
                  unit: "months",
                }),
              },
            ]
          : []),
      ]);
    }
    await refreshCustomerSearchText(tx, { companyId });
  });
}
