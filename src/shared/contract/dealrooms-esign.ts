// E-signature through DocuSign: connecting (OAuth with PKCE), sending a document, following the envelope.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { dealroomDocumentParams } from "#shared/contract/dealrooms.ts";
import { envelopeDto } from "#shared/contract/dealrooms-documents.ts";

export const docusignStatus = defineRoute({
  method: "GET",
  path: "/api/docusign/status",
  feature: "dealrooms",
  response: z.object({
    configured: z.boolean(),
    connected: z.boolean(),
    accountName: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

export const docusignAuthorize = defineRoute({
  method: "POST",
  path: "/api/docusign/authorize",
  feature: "dealrooms",
  body: z.object({ returnUrl: z.string().max(2000) }),
  response: z.object({ url: z.string() }),
});

/** OAuth state carried through DocuSign (§3): base64url JSON. */
export const docusignState = z.object({ returnUrl: z.string().min(1), codeVerifier: z.string().min(43).max(128) });
export type DocusignState = z.infer<typeof docusignState>;

export const docusignMessages = {
  missingParams: "Missing required parameters from DocuSign",
  unparsable: "Invalid state parameter: could not parse",
  missingFields: "Invalid state parameter: missing required fields",
} as const;

export const docusignOauthCallback = defineRoute({
  method: "POST",
  path: "/api/docusign/oauth-callback",
  feature: "dealrooms",
  body: z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(4000) }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ accountName: z.string().nullable(), email: z.string().nullable(), returnUrl: z.string() }),
  }),
});

export const sendForSignature = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents/:documentId/signature",
  auth: "public",
  params: dealroomDocumentParams,
  body: z.object({
    recipients: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          email: z.string().trim().email("Please enter a valid email address"),
        }),
      )
      .min(1, "Add at least one recipient")
      .max(10),
    subject: z.string().trim().max(100).optional(),
  }),
  response: envelopeDto,
});

export const refreshSignature = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents/:documentId/signature/refresh",
  auth: "public",
  params: dealroomDocumentParams,
  response: envelopeDto,
});

export const DOCUSIGN_HELP =
  "E-signature is not set up on this server. An administrator can enable it by setting DOCUSIGN_CLIENT_ID and DOCUSIGN_CLIENT_SECRET (and DOCUSIGN_AUTH_URL / DOCUSIGN_API_URL for a non-demo account), then restarting.";
