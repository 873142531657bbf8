import "server-only";
import { cache } from "react";
import { registry } from "@/lib/registry/registry";

/** One registry lookup per request, shared by the page and its metadata. */
export const loadEntity = cache((regcode: string) => registry().legal(regcode));

/** The credential's identity explains withheld persons; the profile still shows without it. */
export const loadIdentity = cache(() =>
  registry()
    .identity()
    .catch(() => null),
);
