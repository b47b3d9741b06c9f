import {
  buildPath,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from "#shared/contract/route.ts";
import { type ErrorCode, isProblem, type Problem } from "#shared/errors.ts";

/** A failed API call, carrying the server's problem+json details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(problem: Pick<Problem, "status" | "code" | "title"> & Partial<Problem>) {
    super(problem.detail ?? problem.title);
    this.name = "ApiError";
    this.status = problem.status;
    this.code = problem.code;
    this.fields = problem.fields ?? {};
    this.retryAfterSeconds = problem.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type RequestOptions<D> = Optional<"params", RouteParams<D>> &
  Optional<"query", RouteQuery<D>> &
  Optional<"body", RouteBody<D>> & { signal?: AbortSignal };

function toSearch(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

const fallbackCode = (status: number): ErrorCode =>
  status === 401
    ? "UNAUTHENTICATED"
    : status === 403
      ? "FORBIDDEN"
      : status === 404
        ? "NOT_FOUND"
        : status === 409
          ? "CONFLICT"
          : status === 413
            ? "PAYLOAD_TOO_LARGE"
            : status === 429
              ? "RATE_LIMITED"
              : status >= 500
                ? "INTERNAL"
                : "BAD_REQUEST";

/** Calls one contract route. The response type comes from the route's zod schema. */
export async function apiRequest<D extends RouteDef>(
  route: D,
  ...[options]: RouteParams<D> extends undefined
    ? RouteBody<D> extends undefined
      ? [options?: RequestOptions<D>]
      : [options: RequestOptions<D>]
    : [options: RequestOptions<D>]
): Promise<RouteResponse<D>> {
  const opts = (options ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = `${buildPath(route.path, opts.params)}${toSearch(opts.query)}`;
  const hasBody = opts.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(hasBody ? { "Content-Type": "application/json" } : {}) },
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError({
      status: 0,
      code: "SERVICE_UNAVAILABLE",
      title: "Network error",
      detail: "Could not reach the server. Check your connection and try again.",
    });
  }
  if (response.status === 204) return undefined as RouteResponse<D>;
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) {
    if (isProblem(payload)) throw new ApiError(payload);
    const retry = Number(response.headers.get("retry-after") ?? response.headers.get("x-retry-after"));
    throw new ApiError({
      status: response.status,
      code: fallbackCode(response.status),
      title: response.statusText || "Request failed",
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    });
  }
  return payload as RouteResponse<D>;
}
