import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCommonPassword, newPasswordProblem } from "./common-passwords";
import { PASSWORD_MESSAGES, personalInfoProblem, personalWords } from "./password-policy";

const pat = { email: "Pat.Morgan@poolowner.demo", firstName: "Pat", lastName: "Morgan" };

describe("personalInfoProblem", () => {
  it("refuses the e-mail, its local part or a name, whatever the case", () => {
    for (const password of [
      "pat.morgan@poolowner.demo",
      "PAT.MORGAN",
      "patmorgan",
      "Morgan",
      "pat",
      "Pat Morgan",
    ])
      expect(personalInfoProblem(password, pat), password).toBe(PASSWORD_MESSAGES.personal);
  });

  it("refuses a password that trivially contains them", () => {
    for (const password of ["Morgan2024!", "i-love-morgan", "patmorgan123", "xx-Pat.Morgan-xx"])
      expect(personalInfoProblem(password, pat), password).toBe(PASSWORD_MESSAGES.personal);
  });

  it("lets a short name appear inside other words, and accepts unrelated passwords", () => {
    for (const password of ["spatula-rainbow-cloud", "drip-drop-demo", "correct-horse-battery"])
      expect(personalInfoProblem(password, pat), password).toBeNull();
    expect(personalInfoProblem("anything", {})).toBeNull();
  });

  it("splits the e-mail into the words a person would use", () => {
    expect(personalWords(pat)).toEqual(
      expect.arrayContaining(["patmorganpoolownerdemo", "patmorgan", "pat", "morgan"]),
    );
  });

  it("never refuses a password without the person's words in it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9!#%&*-]{8,20}$/), (password) => {
        expect(personalInfoProblem(password, pat)).toBeNull();
      }),
    );
  });
});

describe("common passwords (zxcvbn)", () => {
  it("refuses the most common passwords and their trivial variants", () => {
    for (const password of [
      "password",
      "Password1!",
      "p@ssw0rd",
      "12345678",
      "qwertyuiop",
      "iloveyou2",
      "sunshine1",
      "letmein!",
      "Summer2024",
      "aaaaaaaa",
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it("accepts the demo's and the tests' passwords and random ones", () => {
    for (const password of ["drip-drop-demo", "correct-horse-battery", "pw-mbxyz12ab3cd", "kdjfhsla-tree"])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it("gives one field message, the personal one first", () => {
    expect(newPasswordProblem("Morgan2024", pat)).toBe(PASSWORD_MESSAGES.personal);
    expect(newPasswordProblem("password1", pat)).toBe(PASSWORD_MESSAGES.common);
    expect(newPasswordProblem("drip-drop-demo", pat)).toBeNull();
  });
});
