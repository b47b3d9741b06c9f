import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** One HTTP endpoint: the server validates with it, the web client is typed from it. */
export type RouteDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string; // fastify style: /api/things/:id
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Feature the caller's subscription must grant (server-enforced with shared/rules/access.ts). */
  feature?: "docanalysis" | "templates" | "dealrooms";
  /** Who may call: a signed-in user (default), an admin, or anyone. */
  auth?: "user" | "admin" | "public";
  summary?: string;
};

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type RouteParams<D> = D extends RouteDef<infer P, infer _Q, infer _B, infer _R> ? Infer<P> : never;
export type RouteQuery<D> = D extends RouteDef<infer _P, infer Q, infer _B, infer _R> ? Infer<Q> : never;
export type RouteBody<D> = D extends RouteDef<infer _P, infer _Q, infer B, infer _R> ? Infer<B> : never;
export type RouteResponse<D> = D extends RouteDef<infer _P, infer _Q, infer _B, infer R> ? z.infer<R> : never;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Standard list query and result (ARCHITECTURE: page, pageSize 20, sort, q → { items, total }). */
export const listQueryShape = {
  page: 1,
  pageSize: 20,
} as const;
