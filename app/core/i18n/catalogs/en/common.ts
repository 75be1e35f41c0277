/** English messages shared by every area. Keys are "common.<part>.<what>"; values are ICU MessageFormat. */
export const common = {
  "common.language.label": "Language",
  "common.language.description": "The words and the number and date style you read Drip Drop in.",
  "common.language.browser": "As my browser says",
} as const;
