/**
 * Characters of a SHA-256 shown where the full one does not fit; the full one is always a click or hover away.
 * A module of its own, without imports: browser components shorten hashes too, and must not pull in the error
 * model's catalogues with it.
 */
export const SHORT_SHA256 = 12;
