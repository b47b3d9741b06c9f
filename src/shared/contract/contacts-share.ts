// Share Your Contact (shell-access-dealrooms.md §2.7, §2.1, §5): public card by token (= the sharer's user id).
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isShareToken = (token: string): boolean => UUID_PATTERN.test(token);

/** Only these fields ever leave the server. */
export const sharedContactDto = z.object({
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type SharedContactDto = z.infer<typeof sharedContactDto>;

/** Not UUID-shaped → 400 'Invalid contact link'; unknown → 404. */
export const getSharedContact = defineRoute({
  method: "GET",
  path: "/api/share/contact/:token",
  auth: "public",
  params: z.object({ token: z.string().max(100) }),
  response: sharedContactDto,
});

/** GET → text/vcard (vCard 4.0) attachment, same rules as getSharedContact. */
export const sharedContactVcardPath = "/api/share/contact/:token/vcard";
