/** Delays and limits of spec §9 "Timings", in milliseconds unless named otherwise. */
export const timings = {
  messageClearMs: 5000,
  shortBannerClearMs: 3000,
  loginRedirectMs: 500,
  registerRedirectMs: 3000,
  resetRedirectMs: 5000,
  forgotCooldownSeconds: 30,
  maintenancePollMs: 4000,
  /** Search fields wait for the user to pause before asking the server. */
  searchDebounceMs: 250,
} as const;

/** Token lifetimes: "remember me" keeps the user signed in for 30 days, otherwise one day. */
export const tokenLifetimeSeconds = {
  remembered: 30 * 24 * 3600,
  session: 24 * 3600,
} as const;

/** A password-reset link is valid for one hour. */
export const RESET_TOKEN_LIFETIME_MS = 3600 * 1000;
