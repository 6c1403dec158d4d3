/**
 * The settings desk's address and its forms: each form posts its intent, and the page comes back
 * at its section (#settings-<intent>).
 */
export const SETTINGS_PATH = "/admin/settings";

export const SETTINGS_INTENTS = [
  "returnAddress",
  "customerService",
  "returnFreight",
  "freight",
  "orderTimeouts",
  "pointsRule",
  "resaleRules",
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];
