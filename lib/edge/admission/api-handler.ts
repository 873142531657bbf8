import type { Logger } from "pino";
import { toAppError } from "@/lib/platform/errors/app-error";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { logger } from "@/lib/platform/log/logger";
import { logDrift } from "@/lib/registry/client/log-drift";
import type { DriftIssue } from "@/lib/registry/client/repair-drift";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { errorResponse } from "@/lib/platform/errors/error-response";
import { requestIdOf } from "@/lib/platform/http/request-id";

/** What a handler can add to its request's log line. */
export interface RequestNotes {
  regcode?: string;
  upstreamStatus?: number;
  /** Answered from the app's cache without asking the registry. */
  cached?: boolean;
  drift?: readonly DriftIssue[];
}

/** What a lookup tells the log line besides the record. */
export interface LookupOutcome {
  drift: readonly DriftIssue[];
  fromCache: boolean;
}

export interface RequestScope {
  reqId: string;
  /** Logger bound to this request's id and route. */
  log: Logger;
  note(notes: RequestNotes): void;
  /**
   * The number the route is about, from its address: noted on the log line as given, then parsed (400
   * invalid_regcode when it is not a registration number).
   */
  parseRegcode(value: string): Regcode;
  /** Looks up the number the route is about, noting the number and how the lookup went (cache hit, drift). */
  lookup<T extends LookupOutcome>(regcode: Regcode, load: (regcode: Regcode) => Promise<T>): Promise<T>;
}

export type Handler<P> = (request: Request, params: P, scope: RequestScope) => Promise<Response>;

/**
 * Wraps a route handler: one structured log line per request under the request id apiGate set (apiGate
 * also puts it on the answer), every error answered through errorResponse in the request's language, its
 * operator detail logged, never sent. The answer is handed back as the handler made it: a redirect's
 * headers cannot change.
 */
export function apiHandler<P extends Record<string, string>>(route: string, handler: Handler<P>) {
  return async (request: Request, ctx: { params: Promise<P> }): Promise<Response> => {
    const started = performance.now();
    const reqId = requestIdOf(request.headers);
    const log = logger.child({ reqId, route });
    const notes: RequestNotes = {};
    const note = (more: RequestNotes) => Object.assign(notes, more);
    const lookup: RequestScope["lookup"] = async (regcode, load) => {
      note({ regcode });
      const result = await load(regcode);
      note({ upstreamStatus: 200, drift: result.drift, cached: result.fromCache });
      return result;
    };
    const scope: RequestScope = {
      reqId,
      log,
      note,
      parseRegcode: (value) => {
        note({ regcode: value });
        return parseRegcode(value);
      },
      lookup,
    };

    let response: Response;
    let failure: { errorCode: string; detail?: string; err?: unknown } | undefined;
    try {
      response = await handler(request, await ctx.params, scope);
    } catch (error) {
      const appError = toAppError(error);
      failure = { errorCode: appError.code, detail: appError.detail };
      if (appError.code === "internal") failure.err = appError.cause ?? appError;
      notes.upstreamStatus ??= appError.upstreamStatus;
      response = errorResponse(appError, requestLocale(request.headers));
    }

    if (notes.regcode !== undefined && notes.drift) logDrift(log, notes.regcode, notes.drift);
    const line = {
      event: "request",
      regcode: notes.regcode?.slice(0, 40),
      status: response.status,
      upstreamStatus: notes.upstreamStatus,
      cached: notes.cached || undefined,
      latencyMs: Math.round(performance.now() - started),
      driftCount: notes.drift?.length || undefined,
      ...failure,
    };
    if (response.status >= 500) log.error(line);
    else if (response.status >= 400) log.warn(line);
    else log.info(line);
    return response;
  };
}
