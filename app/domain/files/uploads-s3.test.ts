import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInContext } from "~/context";
import type { SignedInUser } from "~/domain/accounts/accounts.server";
import { loader as uploadsLoader } from "~/routes/uploads";
import { fileStore } from "~/server/file-store/file-store.server";
import { signedUploadUrl, uploadName } from "~/server/storage.server";
import {
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
  stopInput,
} from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3-server";
import { createCustomer } from "../customers/customers.server";
import { NotFoundError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { storeStopPhoto } from "../service/visit-photos.server";

// With S3_URL set, uploads live in the bucket (a real S3-compatible server on loopback), not on this process's disk,
// and /uploads/:file serves them after the same access check as before.
let s3: S3TestServer;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  for (const [name, value] of Object.entries(s3.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await s3?.stop();
});

/** A company, its technician and a stop of theirs. */
async function stopOfCompany(name: string) {
  const a = await newCompany(name);
  const tech = await newTechnician(a.ctx);
  const c = await createCustomer(a.ctx, customerInput({ lastName: "Reed" }));
  const location = await createLocation(a.ctx, c.id, locationInput());
  const stop = await createServiceStop(
    a.ctx,
    stopInput({ customerId: c.id, serviceLocationId: location.id, technicianId: tech.memberId }),
  );
  return { a, tech, stop };
}

const viewer = (id: string): SignedInUser => ({
  id,
  email: `${id}@test.example`,
  firstName: "T",
  lastName: "User",
  name: "T User",
  accountType: "company",
  photoUrl: null,
  recentlySelectedCompany: null,
  selectedCompanyName: null,
  stripeConnectedAccountId: null,
  locale: null,
});

/** What GET `url` answers, as the uploads route's loader, for a signed-in user (or null: signed out). */
async function open(url: string, user: SignedInUser | null): Promise<Response | number> {
  const context = new RouterContextProvider();
  context.set(signedInContext, user);
  const request = new Request(`http://localhost${url}`);
  const file = uploadName(url)!;
  try {
    const args = { request, url: new URL(request.url), pattern: "/uploads/:file", params: { file }, context };
    return (await uploadsLoader(args as Parameters<typeof uploadsLoader>[0])) as Response;
  } catch (thrown) {
    const status = (thrown as { init?: ResponseInit | null }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

describe("uploads in S3-compatible storage", () => {
  it("a stop photo is written to the bucket, not the disk, and served to the company only", async () => {
    const { a, tech, stop } = await stopOfCompany("S3 Photos");
    const other = await newCompany("S3 Others");
    const photo = await preparedPhoto();
    const stored = await storeStopPhoto(tech, stop.id, photo);

    expect((await fileStore()).description).toContain(`S3 bucket ${s3.bucket}`);
    expect(storedUploads()).toEqual([]);
    const bucketKeys = (await (await fileStore()).list("uploads/")).map((o) => o.key);
    expect(bucketKeys).toEqual(
      expect.arrayContaining([
        `uploads/${uploadName(stored.url)}`,
        `uploads/${uploadName(stored.thumbnailUrl)}`,
      ]),
    );

    for (const user of [viewer(a.userId), viewer(tech.userId)]) {
      const response = await open(stored.url, user);
      expect(response).toBeInstanceOf(Response);
      const served = response as Response;
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("cache-control")).toContain("private");
      expect(Buffer.from(await served.arrayBuffer()).equals(photo.bytes)).toBe(true);
    }
    expect(await open(stored.url, null)).toBe(404);
    expect(await open(stored.url, viewer(other.userId))).toBe(404);
  });

  it("a signed e-mail link opens the photo from the bucket without a session; a forged one does not", async () => {
    const { tech, stop } = await stopOfCompany("S3 Links");
    const photo = await preparedPhoto();
    const stored = await storeStopPhoto(tech, stop.id, photo);
    const signed = signedUploadUrl(stored.thumbnailUrl);
    const response = (await open(signed, null)) as Response;
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(photo.thumbnail!)).toBe(true);
    expect(await open(signed.replace(/sig=./, "sig=x"), null)).toBe(404);
  });

  it("a file gone from the bucket is 404 even to someone who may see it", async () => {
    const { a, tech, stop } = await stopOfCompany("S3 Gone");
    const stored = await storeStopPhoto(tech, stop.id, await preparedPhoto());
    await (await fileStore()).delete(`uploads/${uploadName(stored.url)}`);
    expect(await open(stored.url, viewer(a.userId))).toBe(404);
  });

  it("a photo refused by tenancy writes nothing to the bucket", async () => {
    const { stop } = await stopOfCompany("S3 Refused");
    const intruder = await newCompany("S3 Intruder");
    const before = await (await fileStore()).list("uploads/");
    await expect(storeStopPhoto(intruder.ctx, stop.id, await preparedPhoto())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await (await fileStore()).list("uploads/")).toEqual(before);
  });
});
