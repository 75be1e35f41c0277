/**
 * The most common passwords, refused: zxcvbn (the maintained TypeScript port, @zxcvbn-ts) with its common-password
 * and keyboard-pattern dictionaries estimates how many guesses a password takes; under a million (score 0 or 1) means
 * it is in the leaked-password lists or a trivial pattern (12345678, qwertyuiop, p@ssw0rd, Summer2024).
 *
 * The dictionary is large (hundreds of KB): import this module from server code only, never from a form's schema.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MESSAGES, type PersonalInfo, personalInfoProblem, personalWords } from "./password-policy";

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
};

/** Scores 0 and 1 (fewer than 10⁶ guesses) are refused. */
export const MIN_SCORE = 2;

export function isCommonPassword(password: string, userInputs: string[] = []): boolean {
  // zxcvbn's cost grows with length; past 100 characters a password is not a common one.
  return zxcvbn().check(password.slice(0, 100), userInputs).score < MIN_SCORE;
}

/** The field message for a new password, or null when it may be used. */
export function newPasswordProblem(password: string, info: PersonalInfo = {}): string | null {
  return (
    personalInfoProblem(password, info) ??
    (isCommonPassword(password, personalWords(info)) ? PASSWORD_MESSAGES.common : null)
  );
}
