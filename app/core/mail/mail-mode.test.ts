import { describe, expect, it } from "vitest";
import { mailBanner, mailMode, parseFlag } from "./mail-mode";

describe("mailMode", () => {
  it("sends over SMTP whenever SMTP_URL is set, whatever else is set", () => {
    for (const nodeEnv of ["production", "development", undefined])
      for (const devMailbox of ["true", "false", undefined])
        expect(mailMode({ smtpUrl: "smtp://mail:25", nodeEnv, devMailbox })).toBe("smtp");
  });

  it("captures without SMTP outside production (the demo and development)", () => {
    expect(mailMode({})).toBe("capture");
    expect(mailMode({ nodeEnv: "development" })).toBe("capture");
    expect(mailMode({ nodeEnv: "test", smtpUrl: "  " })).toBe("capture");
  });

  it("never captures in production unless DEV_MAILBOX says so", () => {
    expect(mailMode({ nodeEnv: "production" })).toBe("off");
    expect(mailMode({ nodeEnv: "production", devMailbox: "" })).toBe("off");
    expect(mailMode({ nodeEnv: "production", devMailbox: "maybe" })).toBe("off");
    expect(mailMode({ nodeEnv: "production", devMailbox: "true" })).toBe("capture");
    expect(mailMode({ nodeEnv: "production", devMailbox: " TRUE " })).toBe("capture");
  });

  it("lets DEV_MAILBOX=false switch capture off outside production", () => {
    expect(mailMode({ nodeEnv: "development", devMailbox: "false" })).toBe("off");
  });

  it("parses flags strictly", () => {
    expect(["true", "1", "yes", "on"].map(parseFlag)).toEqual([true, true, true, true]);
    expect(["false", "0", "no", "off"].map(parseFlag)).toEqual([false, false, false, false]);
    expect([undefined, "", "maybe"].map(parseFlag)).toEqual([undefined, undefined, undefined]);
  });
});

describe("mailBanner", () => {
  it("says where mail goes and how to read captured mail", () => {
    expect(mailBanner("smtp", "http://x").join("\n")).toMatch(/SMTP_URL/);
    const capture = mailBanner("capture", "http://localhost:3000", "admin@dripdrop.demo").join("\n");
    expect(capture).toContain("http://localhost:3000/admin/mailbox");
    expect(capture).toContain("admin@dripdrop.demo");
    expect(mailBanner("off", "http://x").join("\n")).toMatch(/OFF/);
  });
});
