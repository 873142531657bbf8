const SLOTS = Symbol.for("registry-lens.process-wide");

/**
 * The process's one `name`, made by whichever module graph asks first. Instrumentation, proxy.ts, routes and
 * pages are separate module graphs, each with its own copy of every module, so what they must share (the
 * database, the job queue, caches, the PDF browser) cannot live in a module's scope. A value that is replaced
 * (a connection opened again) is a field of the object kept here.
 */
export function processWide<T extends object>(name: string, create: () => T): T {
  const holder = globalThis as { [SLOTS]?: Map<string, object> };
  const slots = (holder[SLOTS] ??= new Map());
  const found = slots.get(name);
  if (found) return found as T;
  const made = create();
  slots.set(name, made);
  return made;
}
