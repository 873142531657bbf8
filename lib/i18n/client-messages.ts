import type { Messages } from "./messages";

/**
 * The part of a catalogue the browser needs: every page carries it in its HTML. Field, code and NACE
 * labels and the error messages are worded on the server only, and are a third of the catalogue.
 */
export function clientMessages(messages: Messages) {
  const { fields, codes, nace, ...record } = messages.record;
  const { messages: serverOnly, ...errors } = messages.errors;
  return { ...messages, record, errors };
}
