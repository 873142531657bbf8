/** Where the server set by APP_SELF_ORIGIN listens, for its own requests (the PDF printer loading the report). */
export const SELF_ORIGIN_ENV = "APP_SELF_ORIGIN";

/**
 * The address the server's own processes reach it at, given what it listens on: a wildcard address
 * is reached on loopback, an IPv6 literal is bracketed. Next says "localhost" in every request URL
 * whatever the server listens on, which a server bound to one address does not answer.
 */
export function selfOrigin(hostname: string | undefined, port: number): string {
  const host =
    hostname === undefined || hostname === ""
      ? "localhost"
      : hostname === "0.0.0.0"
        ? "127.0.0.1"
        : hostname === "::"
          ? "[::1]"
          : hostname.includes(":")
            ? `[${hostname}]`
            : hostname;
  return `http://${host}:${port}`;
}
