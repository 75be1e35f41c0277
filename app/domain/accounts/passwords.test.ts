import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "~/core/passwords/password-policy";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import { PASSWORD, testIp, testSystem } from "../../../tests/db/factories";
import {
  changePassword,
  createAdminAccount,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUpClient,
  signUpCompany,
  signUpForInvite,
} from "./accounts.server";

const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@test.example`;
const person = (address: string) => ({ firstName: "Marisol", lastName: "Okafor", email: address });

async function accountExists(address: string) {
  const [row] = await (await db()).select({ id: user.id }).from(user).where(eq(user.email, address));
  return Boolean(row);
}

function requestWith(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Request("http://localhost/", { headers: { cookie } });
}

describe("new passwords: no common ones, not the person's e-mail or name", () => {
  it("refuses them at every sign-up, next to the password field, and creates nothing", async () => {
    const cases = [
      { password: "password123", message: PASSWORD_MESSAGES.common },
      { password: "Qwertyuiop1", message: PASSWORD_MESSAGES.common },
      { password: "Marisol2024!", message: PASSWORD_MESSAGES.personal },
      { password: "okafor-okafor", message: PASSWORD_MESSAGES.personal },
    ];
    for (const { password, message } of cases) {
      const a = email("weak");
      await expect(
        signUpClient(await testSystem(), { ...person(a), password }, testIp()),
      ).rejects.toMatchObject({
        field: "password",
        message,
      });
      const b = email("weak");
      await expect(
        signUpCompany(await testSystem(), { ...person(b), password, companyName: "Weak Pools" }, testIp()),
      ).rejects.toMatchObject({ field: "password", message });
      const c = email("weak");
      await expect(
        signUpForInvite(await testSystem(), { ...person(c), password }, "member", testIp()),
      ).rejects.toMatchObject({
        field: "password",
      });
      expect([await accountExists(a), await accountExists(b), await accountExists(c)]).toEqual([
        false,
        false,
        false,
      ]);
    }
    // The e-mail's own local part, too.
    const own = email("marisolokafor");
    await expect(
      signUpClient(await testSystem(), { ...person(own), password: own.split("@")[0] }, testIp()),
    ).rejects.toMatchObject({ message: PASSWORD_MESSAGES.personal });
  });

  it("refuses them for an Admin made by admin:create", async () => {
    await expect(
      createAdminAccount(await testSystem(), { ...person(email("admin")), password: "letmein123" }),
    ).rejects.toMatchObject({
      message: PASSWORD_MESSAGES.common,
    });
  });

  it("still accepts the demo's and the tests' passwords", async () => {
    for (const password of ["drip-drop-demo", PASSWORD]) {
      const address = email("fine");
      await signUpClient(await testSystem(), { ...person(address), password }, testIp());
      expect(await accountExists(address)).toBe(true);
    }
  });

  it("refuses them on reset (the account's own name included) and keeps the old password", async () => {
    const address = email("reset");
    await signUpClient(await testSystem(), { ...person(address), password: PASSWORD }, testIp());
    await requestPasswordReset(await testSystem(), address, testIp());
    const mail = (await listDevMailbox(500)).find((m) => m.to === address);
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    expect(token).not.toBe("");
    await expect(resetPassword(await testSystem(), token, "Okafor-1990")).rejects.toMatchObject({
      field: "password",
      message: PASSWORD_MESSAGES.personal,
    });
    await expect(resetPassword(await testSystem(), token, "iloveyou1")).rejects.toMatchObject({
      message: PASSWORD_MESSAGES.common,
    });
    expect((await signIn(await testSystem(), address, PASSWORD, testIp())).ok).toBe(true);
    await resetPassword(await testSystem(), token, "tidal-basin-cobalt");
    expect((await signIn(await testSystem(), address, "tidal-basin-cobalt", testIp())).ok).toBe(true);
  });

  it("refuses them when a signed-in person changes their password", async () => {
    const address = email("change");
    const { headers } = await signUpClient(
      await testSystem(),
      { ...person(address), password: PASSWORD },
      testIp(),
    );
    const request = requestWith(headers);
    await expect(
      changePassword(await testSystem(), request, PASSWORD, "Marisol.Okafor"),
    ).rejects.toMatchObject({
      field: "newPassword",
      message: PASSWORD_MESSAGES.personal,
    });
    await expect(changePassword(await testSystem(), request, PASSWORD, "sunshine1")).rejects.toMatchObject({
      field: "newPassword",
      message: PASSWORD_MESSAGES.common,
    });
    await changePassword(await testSystem(), request, PASSWORD, "harbor-lantern-quiet");
    expect((await signIn(await testSystem(), address, "harbor-lantern-quiet", testIp())).ok).toBe(true);
  });
});
