import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  company,
  customer as customerTable,
  message,
  serviceLocation,
  serviceStop,
  storedFile,
} from "~/db/schema";
import { asOwner } from "~/domain/testing/fake-ports";
import { uploadName } from "~/server/storage.server";
import {
  customerInput,
  locationInput,
  newClient,
  newCompany,
  newTechnician,
  stopInput,
  testSystem,
} from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { createAdminAccount } from "../accounts/accounts.server";
import { createCustomer } from "../customers/customers.server";
import { NotFoundError } from "../errors";
import { addLocationPhoto, createLocation } from "../locations/locations.server";
import { postOwnerMessage, startOwnerThread } from "../messaging/owner-threads.server";
import { postMessage, startThread } from "../messaging/threads.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { storeStopPhoto } from "../service/visit-photos.server";
import { type FileViewer, uploadAccess } from "./file-access.server";
import { storeFile } from "./stored-files.server";

const nameOf = (url: string) => uploadName(url)!;
const company_ = (id: string): FileViewer => ({ id, accountType: "company" });
const client = (id: string): FileViewer => ({ id, accountType: "client" });

/** A company with a technician, a customer linked to a pool owner, and a stop of the technician at their pool. */
async function setUp(name: string) {
  const a = await newCompany(name);
  const tech = await newTechnician(a.ctx);
  const owner = await newClient();
  const c = await createCustomer(a.ctx, customerInput({ lastName: "Reed", email: "reed@example.com" }));
  await a.ctx.db.update(customerTable).set({ linkedUserId: owner.userId }).where(eq(customerTable.id, c.id));
  const location = await createLocation(a.ctx, c.id, locationInput());
  const stop = await createServiceStop(
    a.ctx,
    stopInput({ customerId: c.id, serviceLocationId: location.id, technicianId: tech.memberId }),
  );
  return { a, tech, owner, customerId: c.id, stop };
}

async function newAdmin() {
  return createAdminAccount(await testSystem(), {
    firstName: "Ada",
    lastName: "Admin",
    email: `admin-${Math.random().toString(36).slice(2, 10)}@test.example`,
    password: "correct-horse-battery",
  });
}

describe("who may open a stored upload", () => {
  it("a stop photo: the office and the linked pool owner, never a visitor, another company or another owner", async () => {
    const { a, tech, owner, stop } = await setUp("Files Stops");
    const b = await newCompany("Files Other");
    const otherOwner = await newClient();
    const adminId = await newAdmin();
    const photo = await storeStopPhoto(tech, stop.id, await preparedPhoto());
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const name = nameOf(url);
      expect(await uploadAccess(a.ctx, name, null)).toBeNull();
      expect(await uploadAccess(a.ctx, name, company_(b.userId))).toBeNull();
      expect(await uploadAccess(a.ctx, name, client(otherOwner.userId))).toBeNull();
      expect(await uploadAccess(a.ctx, name, { id: adminId, accountType: "admin" })).toBeNull();
      expect(await uploadAccess(a.ctx, name, company_(a.userId))).toBe("private");
      expect(await uploadAccess(a.ctx, name, company_(tech.userId))).toBe("private");
      expect(await uploadAccess(a.ctx, name, client(owner.userId))).toBe("private");
    }
  });

  it("a photo for another company's stop is refused before anything is written", async () => {
    const { stop } = await setUp("Files Refused");
    const b = await newCompany("Files Intruder");
    const before = storedUploads();
    for (let i = 0; i < 5; i++)
      await expect(storeStopPhoto(b.ctx, stop.id, await preparedPhoto())).rejects.toBeInstanceOf(
        NotFoundError,
      );
    expect(storedUploads()).toEqual(before);
  });

  it("a message photo: the thread's people only; support-chat photos also the platform Admin", async () => {
    const { a, tech, owner, customerId } = await setUp("Files Messages");
    const b = await newCompany("Files Messages B");
    const otherOwner = await newClient();
    const adminId = await newAdmin();
    const db = a.ctx.db;
    const thread = await startOwnerThread(
      asOwner(a.ctx.db, owner.userId, a.ctx.ports),
      { customerId, subject: "Green water", body: "See the photo." },
      [await preparedPhoto()],
    );
    const [sent] = await db.select().from(message).where(eq(message.threadId, thread.id));
    const [attachment] = sent.attachments;
    expect(attachment).toMatchObject({ kind: "image", name: "photo.png" });
    for (const url of [attachment.url, attachment.thumbnailUrl!]) {
      const name = nameOf(url);
      expect(await uploadAccess(a.ctx, name, null)).toBeNull();
      expect(await uploadAccess(a.ctx, name, company_(b.userId))).toBeNull();
      expect(await uploadAccess(a.ctx, name, client(otherOwner.userId))).toBeNull();
      expect(await uploadAccess(a.ctx, name, { id: adminId, accountType: "admin" })).toBeNull();
      // A technician neither assigned nor taking part does not see the thread, nor its files.
      expect(await uploadAccess(a.ctx, name, company_(tech.userId))).toBeNull();
      expect(await uploadAccess(a.ctx, name, company_(a.userId))).toBe("private");
      expect(await uploadAccess(a.ctx, name, client(owner.userId))).toBe("private");
    }

    const support = await startThread(
      a.ctx,
      { to: "platform", customerId: null, memberIds: [], subject: "Badge", body: "Screenshot attached." },
      [await preparedPhoto()],
    );
    const [asked] = await db.select().from(message).where(eq(message.threadId, support.id));
    const name = nameOf(asked.attachments[0].url);
    expect(await uploadAccess(a.ctx, name, { id: adminId, accountType: "admin" })).toBe("private");
    expect(await uploadAccess(a.ctx, name, company_(b.userId))).toBeNull();
    expect(await uploadAccess(a.ctx, name, client(owner.userId))).toBeNull();
    expect(await uploadAccess(a.ctx, name, null)).toBeNull();
  });

  it("posts refused by tenancy write nothing: another company's location, another owner's thread", async () => {
    const { a, owner, customerId } = await setUp("Files Refused Posts");
    const b = await newCompany("Files Refused Posts B");
    const otherOwner = await newClient();
    const [location] = await a.ctx.db
      .select({ id: serviceLocation.id })
      .from(serviceLocation)
      .where(eq(serviceLocation.customerId, customerId));
    const thread = await startOwnerThread(asOwner(a.ctx.db, owner.userId, a.ctx.ports), {
      customerId,
      subject: "Filter",
      body: "Is it time to clean the filter?",
    });
    const before = storedUploads();
    await expect(addLocationPhoto(b.ctx, location.id, await preparedPhoto())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      postOwnerMessage(
        asOwner(a.ctx.db, otherOwner.userId, a.ctx.ports),
        thread.id,
        { body: "Mine now", link: null },
        [await preparedPhoto()],
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      postMessage(b.ctx, thread.id, { body: "From elsewhere", link: null }, [await preparedPhoto()]),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(storedUploads()).toEqual(before);
  });

  it("a logo is public; an unknown file is not found", async () => {
    const { ctx } = await newCompany("Files Logo");
    const logo = await storeFile(ctx, await preparedPhoto("picture"), {
      kind: "logo",
      companyId: ctx.companyId,
      uploadedBy: ctx.userId,
    });
    expect(await uploadAccess(ctx, nameOf(logo.url), null)).toBe("public");
    expect(await uploadAccess(ctx, `${crypto.randomUUID()}.jpg`, company_(ctx.userId))).toBeNull();
  });

  it("files stored before stored_file existed are recorded by the migration: logos public, stop photos private", async () => {
    const { a, owner, stop } = await setUp("Files Legacy");
    const db = a.ctx.db;
    const [logo, shot, thumb] = [1, 2, 3].map(() => `${crypto.randomUUID()}.jpg`);
    await db
      .update(company)
      .set({ logoUrl: `/uploads/${logo}` })
      .where(eq(company.id, a.ctx.companyId));
    // Photos saved before stored_file existed: the migration under test is what records them.
    await db
      .update(serviceStop)
      .set({ photos: [{ url: `/uploads/${shot}`, thumbnailUrl: `/uploads/${thumb}` }] })
      .where(eq(serviceStop.id, stop.id));
    const backfill = fs.readFileSync(
      path.join(import.meta.dirname, "../../../drizzle/0014_backfill_stored_files.sql"),
      "utf8",
    );
    for (const statement of backfill.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    expect(await uploadAccess(a.ctx, logo, null)).toBe("public");
    expect(await uploadAccess(a.ctx, shot, null)).toBeNull();
    expect(await uploadAccess(a.ctx, thumb, client(owner.userId))).toBe("private");
    const rows = await db.select().from(storedFile).where(eq(storedFile.companyId, a.ctx.companyId));
    expect(rows.map((r) => [r.name, r.kind]).sort()).toEqual(
      [
        [logo, "logo"],
        [shot, "stop_photo"],
        [thumb, "stop_photo"],
      ].sort(),
    );
  });
});
