import { NextResponse } from "next/server";

/** A proxy that does nothing: what remains of /api/ping's cost is the framework's for running one at all. */
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico$|api/floor).*)"] };
