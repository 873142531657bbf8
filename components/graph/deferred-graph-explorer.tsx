"use client";

import { deferred } from "@/components/shared/deferred";

/** The graph explorer, its code fetched as the relationship section, far down the profile, comes near. */
export const DeferredGraphExplorer = deferred(() => import("./graph-explorer").then((m) => m.GraphExplorer));
