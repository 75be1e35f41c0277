import { describe, expect, it } from "vitest";
import { readSigned, seal, sign, unseal } from "./seal.server";

describe("sealed tokens", () => {
  it("opens with the same secret only, and refuses a changed byte", () => {
    const sealed = seal("secret-a", "access-token-123");
    expect(sealed).not.toContain("access-token-123");
    expect(unseal("secret-a", sealed)).toBe("access-token-123");
    expect(seal("secret-a", "access-token-123")).not.toBe(sealed);
    expect(() => unseal("secret-b", sealed)).toThrow();
    const [iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(() => unseal("secret-a", [iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => unseal("secret-a", "not-sealed")).toThrow();
  });
});

describe("signed state", () => {
  it("reads back what was signed; a forged or foreign signature is null", () => {
    const state = sign("k", { companyId: "c1", memberId: "m1" });
    expect(readSigned("k", state)).toEqual({ companyId: "c1", memberId: "m1" });
    expect(readSigned("other", state)).toBeNull();
    const [, mac] = state.split(".");
    const forged = `${Buffer.from(JSON.stringify({ companyId: "c2", memberId: "m1" })).toString("base64url")}.${mac}`;
    expect(readSigned("k", forged)).toBeNull();
    expect(readSigned("k", "garbage")).toBeNull();
  });
});
