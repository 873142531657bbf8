import { z } from "zod";
import { ROLES } from "./roles";

// Apart from the list of roles, which the admin page's browser code reads without a parser.
export const roleSchema = z.enum(ROLES, { error: `A role is one of: ${ROLES.join(", ")}` });
