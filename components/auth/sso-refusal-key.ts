import type { Messages } from "@/lib/platform/i18n/messages";

export type SsoRefusalKey = Exclude<keyof Messages["account"]["signIn"]["ssoRefused"], "title">;

/** The app's own refusals (`sso-` and the reason) and better-auth's callback errors, by the message they get. */
const KEYS: Record<string, SsoRefusalKey> = {
  "sso-no-mapped-group": "noMappedGroup",
  "sso-not-allowed": "notAllowed",
  "sso-password-account": "passwordAccount",
  "sso-account-disabled": "accountDisabled",
  "sso-unverified-email": "unverifiedEmail",
  "sso-no-email": "noEmail",
  ACCOUNT_DISABLED: "accountDisabled",
  SSO_ISSUER_MISMATCH: "issuerMismatch",
  issuer_mismatch: "issuerMismatch",
  issuer_missing: "issuerMismatch",
  unable_to_get_user_info: "notVerified",
  invalid_code: "notVerified",
  nonce_binding_missing: "notVerified",
  email_not_found: "noEmail",
  access_denied: "cancelled",
  state_not_found: "expired",
  state_mismatch: "expired",
  please_restart_the_process: "expired",
};

/**
 * Which message the sign-in page shows for the `error` a failed single sign-on brought back; null for none.
 * Only the code is read: the provider's own description could say anything.
 */
export function ssoRefusalKey(error: string | null | undefined): SsoRefusalKey | null {
  if (!error) return null;
  return Object.hasOwn(KEYS, error) ? KEYS[error] : "failed";
}
