/**
 * Registration numbers on which the demo registry misbehaves on purpose, so the app's
 * handling of upstream failures can be seen and tested. All start with "99", which the
 * dataset never uses. A request for one still has to be validly signed and scoped.
 */
export const faultRegcodes = {
  slow: {
    regcode: "99000000001",
    description: "Answers with a valid record only after a long delay (15 s by default, beyond the app's timeout).",
  },
  html500: {
    regcode: "99000000002",
    description: "500 Internal Server Error with an HTML body.",
  },
  text502: {
    regcode: "99000000003",
    description: "502 Bad Gateway with a text/plain body.",
  },
  truncated: {
    regcode: "99000000004",
    description: "200 application/json whose JSON body is cut off halfway.",
  },
  drift: {
    regcode: "99000000005",
    description:
      "200 with a record whose fields have the wrong types (legal_name a number, status an object) and unknown extra fields.",
  },
  reset: {
    regcode: "99000000006",
    description: "Starts a 200 response, then resets the connection mid-body.",
  },
  unauthorized401: {
    regcode: "99000000007",
    description: "401 Unauthorized as if the credentials had been revoked.",
  },
  forbidden403: {
    regcode: "99000000008",
    description: "403 Forbidden as if the credential had lost its scope.",
  },
  rateLimited429: {
    regcode: "99000000009",
    description: "429 Too Many Requests with Retry-After: 2.",
  },
  wrongNumber: {
    regcode: "99000000010",
    description: "200 with a valid record of another registration number (the dataset's first entity).",
  },
  notUtf8: {
    regcode: "99000000011",
    description: "200 application/json whose entity name holds a byte that is not UTF-8 (0xFF).",
  },
} as const;

export type FaultKind = keyof typeof faultRegcodes;

const byRegcode = new Map<string, FaultKind>(
  Object.entries(faultRegcodes).map(([kind, fault]) => [fault.regcode, kind as FaultKind]),
);

export function findFault(regcode: string): FaultKind | undefined {
  return byRegcode.get(regcode);
}
