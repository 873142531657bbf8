import { ROLES, type Role } from "./roles";

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  roles: Role[];
  /** What signing in as this account shows, for the sign-in page. */
  purpose: string;
}

/** Made in demo mode only (DEMO_MODE=1), and only then listed, passwords included, on the sign-in page. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "analyst@demo.registry-lens.test",
    password: "demo-analyst-pass",
    name: "Anna Analyst",
    roles: ["analyst"],
    purpose: "Analyst without personal details",
  },
  {
    email: "personal@demo.registry-lens.test",
    password: "demo-personal-pass",
    name: "Pēteris Personal",
    roles: ["analyst", "personal-data"],
    purpose: "Analyst with personal details (after stating a purpose)",
  },
  {
    email: "auditor@demo.registry-lens.test",
    password: "demo-auditor-pass",
    name: "Aiga Auditor",
    roles: ["auditor"],
    purpose: "Auditor: the audit trail",
  },
  {
    email: "admin@demo.registry-lens.test",
    password: "demo-admin-pass",
    name: "Ādams Admin",
    roles: [...ROLES],
    purpose: "Administrator with every role",
  },
];
