import { getAuth } from "@/lib/edge/auth/auth";
import { PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiGate } from "@/lib/edge/admission/api-gate";
import { appOrigin } from "@/lib/platform/http/app-origin";

/**
 * better-auth's routes (sign-in, sign-out, session, single sign-on callbacks). Next.js shows every
 * request as localhost:PORT, so the request is re-addressed to the origin the browser used; better-auth
 * then checks the Origin header and sets cookies for that origin.
 */
async function handle(request: Request): Promise<Response> {
  const origin = appOrigin(request.headers);
  const { pathname, search } = new URL(request.url);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const readdressed = new Request(new URL(`${pathname}${search}`, origin), {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
  });
  return (await getAuth(origin.startsWith("https:"))).handler(readdressed);
}

// Public: signing in is how a session starts; better-auth checks the session on the routes that need one.
export const GET = Object.assign((request: Request) => apiGate(request, handle), { access: PUBLIC_ACCESS });
export const POST = GET;
