"use client";

import { deferred } from "@/components/shared/deferred";

/** The history's explorer, its code fetched as the section, far down the profile, comes near. */
export const DeferredTimelineExplorer = deferred(() => import("./timeline-explorer").then((m) => m.TimelineExplorer));
