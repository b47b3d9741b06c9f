// Business-card scanner (crm-documents.md §2, §4, §7, §8).
import { z } from "zod";
import { cardRecognitionSchema } from "#shared/contract/card-recognition.ts";
import { optionalText, text } from "#shared/contract/contacts-common.ts";
import { personDetail } from "#shared/contract/contacts.ts";
import { defineRoute } from "#shared/contract/route.ts";

/** Largest accepted data URL (characters); a 1920x1080 JPEG at quality 1 fits comfortably. */
export const CARD_IMAGE_MAX_CHARS = 12 * 1024 * 1024;

/**
 * process-business-card: body imageBase64 (JPEG data URL). Not an image → 422 'Processing Error' /
 * 'Could not process the business card image'. An unreadable card answers every field null.
 */
export const processBusinessCard = defineRoute({
  method: "POST",
  path: "/api/contacts/process-business-card",
  feature: "templates",
  body: z.object({ imageBase64: z.string().min(1).max(CARD_IMAGE_MAX_CHARS) }),
  response: cardRecognitionSchema,
});

/** The review form (spec §3 'scanner form'). */
export const scannerSave = z.object({
  /** Split at the first space: first word → first name, rest → last name. */
  name: text().trim().max(200),
  email: optionalText(320),
  phone: optionalText(50),
  jobTitle: optionalText(200),
  linkedin_url: optionalText(500),
  company: optionalText(200),
  website: optionalText(500),
  address: optionalText(1000),
  companyPhone: optionalText(50),
  companyLinkedIn: optionalText(500),
  /** A company picked explicitly. */
  companyId: z.uuid().nullable().optional(),
  /** 'Use existing company if name matches' (case-insensitive, limit 1). */
  useExistingCompany: z.boolean().default(true),
  /** Update this existing person (found by e-mail) instead of creating a new one. */
  updatePersonId: z.uuid().nullable().optional(),
});
export type ScannerSave = z.infer<typeof scannerSave>;

export const saveScannedContact = defineRoute({
  method: "POST",
  path: "/api/contacts/scanner/save",
  feature: "templates",
  body: scannerSave,
  response: z.object({
    person: personDetail,
    /** false when no company was given or its lookup/creation failed (logged; contact saved without it). */
    companyLinked: z.boolean(),
    created: z.boolean(),
  }),
});
