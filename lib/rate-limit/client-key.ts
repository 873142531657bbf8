/**
 * The client a request is counted against: the first x-forwarded-for hop, else x-real-ip,
 * else "local". The first hop is what the client's side claims, so this is only as trustworthy
 * as the reverse proxy in front of the app (which must overwrite, not append to, the header).
 */
export function clientKey(headers: Headers): string {
  const first = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (first) return first.slice(0, 64);
  const real = headers.get("x-real-ip")?.trim();
  return real ? real.slice(0, 64) : "local";
}
