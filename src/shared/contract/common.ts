import { z } from "zod";

export const idParams = z.object({ id: z.uuid() });

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export function listResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const okResponse = z.object({ ok: z.literal(true) });
