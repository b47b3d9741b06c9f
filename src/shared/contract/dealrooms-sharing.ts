// Deal-room sharing: share links and outside visitors (lookup, verify access), members and invitations.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { accessLevel, dealroomParams, invitableLevels, publicDealroomDto, uuid } from "#shared/contract/dealrooms.ts";

/** §3 share link access result (get_share_link_access), plus the public room lookup when valid. */
export const shareLinkAccessDto = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  entity_id: z.string().nullable(),
  entity_type: z.literal("dealroom"),
  access_level: accessLevel.nullable(),
  dealroom: publicDealroomDto.nullable(),
});
export type ShareLinkAccessDto = z.infer<typeof shareLinkAccessDto>;

export const getShareLinkAccess = defineRoute({
  method: "GET",
  path: "/api/dealrooms/access/:token",
  auth: "public",
  params: z.object({ token: z.string().min(1).max(200) }),
  response: shareLinkAccessDto,
});

export const VISITOR_NAME_MIN = 2;
export const verifyAccessForm = z.object({
  email: z.string().trim().email("Please enter a valid email address"),
  name: z.string().trim().min(VISITOR_NAME_MIN, "Please enter your full name").max(200),
});
export type VerifyAccessForm = z.infer<typeof verifyAccessForm>;

/** Server messages of §8 'Access Error' and 'Email mismatch' (the web matches on them). */
export const accessErrors = {
  invalidToken: "Invalid or expired access token",
  notFound: "Share link not found",
  failed: "Access verification failed",
  emailMismatch: "Email does not match invitation",
  missingToken: "Access token is missing. Please check your invitation link.",
} as const;

export const verifySharedAccess = defineRoute({
  method: "POST",
  path: "/api/dealrooms/verify-access",
  auth: "public",
  body: verifyAccessForm.extend({
    token: z.string().trim().min(1, accessErrors.missingToken).max(200),
    entityType: z.literal("dealroom").default("dealroom"),
    redirectOrigin: z.string().max(500).optional(),
  }),
  response: z.object({
    success: z.boolean(),
    message: z.string(),
    traceId: z.string(),
    /** Not used: the guest session is set as a cookie by this answer (see docs/decisions). */
    signInUrl: z.string().nullable(),
    session: z.object({ kind: z.enum(["user", "visitor"]), expiresAt: z.string() }).nullable(),
    entity_id: z.string(),
    entity_type: z.literal("dealroom"),
    access_level: accessLevel,
  }),
});

export const memberDto = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  accessLevel,
  status: z.enum(["invited", "active", "revoked"]),
  expiresAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The live share link of this member, for copying (owners only). */
  shareUrl: z.string().nullable(),
  expired: z.boolean(),
});
export type MemberDto = z.infer<typeof memberDto>;

export const listMembers = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/members",
  auth: "public",
  params: dealroomParams,
  response: z.object({
    owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    items: z.array(memberDto),
  }),
});

export const inviteBody = z.object({
  email: z.string().trim().toLowerCase().email("Please enter a valid email address").max(320),
  name: z.string().trim().min(VISITOR_NAME_MIN, "Please enter your full name").max(200),
  accessLevel: z.enum(invitableLevels).default("viewer"),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .refine((v) => !v || Date.parse(v) > Date.now(), "The expiry must be in the future"),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const inviteMember = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/members",
  auth: "public",
  params: dealroomParams,
  body: inviteBody,
  response: memberDto,
});

export const updateMember = defineRoute({
  method: "PATCH",
  path: "/api/dealrooms/:id/members/:memberId",
  auth: "public",
  params: z.object({ id: uuid, memberId: uuid }),
  body: z.object({ accessLevel: z.enum(invitableLevels) }),
  response: memberDto,
});

export const revokeMember = defineRoute({
  method: "DELETE",
  path: "/api/dealrooms/:id/members/:memberId",
  auth: "public",
  params: z.object({ id: uuid, memberId: uuid }),
  response: memberDto,
});
