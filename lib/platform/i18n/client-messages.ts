import type { Messages } from "./messages";

/**
 * The part of a catalogue the browser needs: every page carries it in its HTML. Field, code and NACE
 * labels, the error messages, the audit trail's wording and the report's wording (all but its toolbar's buttons,
 * and the ownership determination's method paragraph and the report's notes on it) and the API reference are
 * worded on the server only, and are nearly half the catalogue.
 */
export function clientMessages(messages: Messages) {
  const { fields, codes, nace, ...record } = messages.record;
  const { messages: serverOnly, ...errors } = messages.errors;
  const { toolbar } = messages.report;
  const { method, reportState, ...ownership } = messages.ownership;
  const { audit, ...account } = messages.account;
  // The API reference is rendered on the server alone.
  const { apiReference, ...shown } = messages;
  return { ...shown, record, errors, report: { toolbar }, ownership, account };
}
