// Sharing a lease or memorandum: the owner's list of access, invitations by e-mail, revocation, accepting.
import { z } from "zod";
import { okResponse } from "#shared/contract/common.ts";
import {
  accessLevel,
  documentParams,
  documentType,
  inviteAccessLevel,
  iso,
  userRef,
} from "#shared/contract/documents.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const accessDto = z.object({
  id: z.string(),
  documentId: z.string(),
  documentType,
  accessLevel,
  /** "pending" until the invited person accepts. */
  status: z.enum(["pending", "active", "revoked"]),
  user: userRef.nullable(),
  inviteEmail: z.string().nullable(),
  createdAt: iso,
});
export type AccessDto = z.infer<typeof accessDto>;

/** Owner only: who has access (the owner row first), pending invitations included, revoked left out. */
export const listDocumentAccess = defineRoute({
  method: "GET",
  path: "/api/documents/:documentType/:id/access",
  params: documentParams,
  response: z.object({ items: z.array(accessDto) }),
});

/**
 * Owner only: e-mails {APP_URL}/lease/{id}?invite=<token> (or /offering-memorandum/{id}?invite=…).
 * Inviting the same e-mail again updates the level and sends a fresh link.
 */
export const inviteToDocument = defineRoute({
  method: "POST",
  path: "/api/documents/:documentType/:id/access",
  params: documentParams,
  body: z.object({
    email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
    accessLevel: inviteAccessLevel,
  }),
  response: accessDto,
});

/** Owner only: revokes an access row or a pending invitation (the owner row cannot be revoked). */
export const revokeDocumentAccess = defineRoute({
  method: "DELETE",
  path: "/api/documents/:documentType/:id/access/:accessId",
  params: documentParams.extend({ accessId: z.uuid() }),
  response: okResponse,
});

/**
 * The signed-in user accepts an invitation (token from ?invite= or #invite=). The invitation must have
 * been sent to the user's e-mail (else 403); an unknown, used or revoked token → 404.
 */
export const acceptInvitation = defineRoute({
  method: "POST",
  path: "/api/documents/invitations/accept",
  body: z.object({ token: z.string().min(10).max(200) }),
  response: z.object({ documentType, documentId: z.string(), accessLevel }),
});
