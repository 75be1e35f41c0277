import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { company } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import {
  addPublicPhotos,
  getOwnListing,
  getPublicCompany,
  listServiceCategories,
  MAX_PUBLIC_PHOTOS,
  removePublicPhoto,
  searchCompanies,
  updatePublicProfile,
} from "./directory.server";
import { publicProfileSchema } from "./schemas";

const base = {
  name: "Sparkle Pools",
  email: "",
  phone: "",
  addressLine: "",
  city: "Tempe",
  region: "AZ",
  postalCode: "",
  website: "",
  serviceZipCodes: "85281",
};

async function active(name: string) {
  const { ctx } = await newCompany(name);
  await ctx.db.update(company).set({ platformStatus: "active" }).where(eq(company.id, ctx.companyId));
  return ctx;
}

describe("public page fields", () => {
  it("saves about, services, categories and hours, and the public page shows them with category names", async () => {
    const ctx = await active("Public Fields");
    const input = publicProfileSchema.parse({
      ...base,
      about: "Family-run since 1998.",
      servicesOffered: "Weekly cleaning\n\nSalt cells\nWeekly cleaning",
      categories: "repairs,weekly-service",
      opens1: "08:00",
      closes1: "17:00",
      opens6: "09:00",
      closes6: "12:00",
      closed0: "on",
    });
    expect(input.servicesOffered).toEqual(["Weekly cleaning", "Salt cells"]);
    expect(input.openingHours).toEqual({
      "1": { opens: "08:00", closes: "17:00" },
      "6": { opens: "09:00", closes: "12:00" },
    });
    await updatePublicProfile(ctx, input);
    const page = await getPublicCompany(ctx, ctx.companyId);
    expect(page).toMatchObject({
      about: "Family-run since 1998.",
      categories: ["repairs", "weekly-service"],
      // In the platform's order, not the form's.
      categoryNames: ["Weekly service", "Equipment repair"],
    });
    // No hours given at all: none shown (not "closed all week").
    expect(publicProfileSchema.parse(base).openingHours).toEqual({});
  });

  it("refuses unknown categories and impossible hours", async () => {
    const ctx = await active("Public Refusals");
    await expect(
      updatePublicProfile(ctx, publicProfileSchema.parse({ ...base, categories: "no-such-thing" })),
    ).rejects.toMatchObject({ field: "categories" });
    const bad = publicProfileSchema.safeParse({ ...base, opens2: "17:00", closes2: "08:00", opens3: "9am" });
    expect(bad.success).toBe(false);
    expect(new Set(bad.error?.issues.map((i) => i.path[0]))).toEqual(new Set(["closes2", "opens3"]));
    expect(publicProfileSchema.safeParse({ ...base, categories: "Bad Slug" }).success).toBe(false);
  });

  it("the directory filters by category", async () => {
    const zip = `7${Math.random().toString().slice(2, 6)}`;
    const repairs = await active("Category Repairs");
    const weekly = await active("Category Weekly");
    await updatePublicProfile(
      repairs,
      publicProfileSchema.parse({ ...base, serviceZipCodes: zip, categories: "repairs" }),
    );
    await updatePublicProfile(
      weekly,
      publicProfileSchema.parse({ ...base, serviceZipCodes: zip, categories: "weekly-service" }),
    );
    const found = await searchCompanies(repairs, { zip, category: "repairs" });
    expect(found.map((c) => c.id)).toEqual([repairs.companyId]);
    expect((await searchCompanies(repairs, { zip })).length).toBe(2);
    expect((await listServiceCategories(repairs)).map((c) => c.slug)).toContain("leak-detection");
  });

  it("adds and removes photos of the company's own page only, up to the limit", async () => {
    const ctx = await active("Public Photos");
    const other = await active("Other Photos");
    const shot = await preparedPhoto();
    const [one, two] = await addPublicPhotos(ctx, [shot, shot]);
    const [nine] = await addPublicPhotos(other, [shot]);
    expect((await getOwnListing(ctx)).publicPhotos).toEqual([one, two]);
    const filesBefore = storedUploads();
    const refused = await addPublicPhotos(
      ctx,
      Array.from({ length: MAX_PUBLIC_PHOTOS - 1 }, () => shot),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RuleError);
    // The page words the refusal in its reader's language.
    expect(translatorFor("en").text((refused as RuleError).message)).toBe(
      `At most ${MAX_PUBLIC_PHOTOS} photos on the page (2 there now): remove one first.`,
    );
    expect(translatorFor("es", "es-MX").text((refused as RuleError).message)).toBe(
      `Como máximo ${MAX_PUBLIC_PHOTOS} fotos en la página (ahora hay 2): quite una primero.`,
    );
    // Past the limit: nothing is written.
    expect(storedUploads()).toEqual(filesBefore);
    // Another company's photo is not found here, and stays on its page.
    await expect(removePublicPhoto(ctx, nine.url)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getOwnListing(other)).publicPhotos).toEqual([nine]);
    await removePublicPhoto(ctx, one.url);
    expect((await getPublicCompany(ctx, ctx.companyId)).publicPhotos).toEqual([two]);
    const tech = await newTechnician(ctx);
    await expect(addPublicPhotos(tech, [shot])).rejects.toBeInstanceOf(ForbiddenError);
    expect(storedUploads()).toEqual(filesBefore);
    await expect(removePublicPhoto(tech, two.url)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
