import { ROLES, type Role } from "@/lib/domain/viewer/roles";

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  roles: Role[];
  /** What signing in as this account shows: its key in the sign-in page's texts (account.signIn.demo.purposes). */
  purpose: "analyst" | "personal" | "approver" | "auditor" | "admin";
}

/** Made in demo mode only (DEMO_MODE=1), and only then listed, passwords included, on the sign-in page. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "analyst@demo.registry-lens.test",
    password: "demo-analyst-pass",
    name: "Anna Analyst",
    roles: ["analyst"],
    purpose: "analyst",
  },
  {
    email: "personal@demo.registry-lens.test",
    password: "demo-personal-pass",
    name: "Pēteris Personal",
    roles: ["analyst", "personal-data"],
    purpose: "personal",
  },
  {
    email: "approver@demo.registry-lens.test",
    password: "demo-approver-pass",
    name: "Arvīds Approver",
    roles: ["analyst", "approver"],
    purpose: "approver",
  },
  {
    email: "auditor@demo.registry-lens.test",
    password: "demo-auditor-pass",
    name: "Aiga Auditor",
    roles: ["auditor"],
    purpose: "auditor",
  },
  {
    email: "admin@demo.registry-lens.test",
    password: "demo-admin-pass",
    name: "Ādams Admin",
    roles: [...ROLES],
    purpose: "admin",
  },
];
