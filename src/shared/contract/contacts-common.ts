// Pieces shared by the contacts contracts (people, companies, tags, custom fields, import).
import { z } from "zod";
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizePhone, normalizeUrl } from "#shared/rules/contact-fields.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "#shared/rules/contacts-text.ts";

/** Entity types that carry tags and custom-field values in the contacts area. */
export const contactEntityType = z.enum(["people", "companies"], { error: "Invalid entity type" });
export type ContactEntityType = z.infer<typeof contactEntityType>;

/** Every entity type a custom field may be defined for (spec §9). */
export const customFieldEntityTypes = ["people", "companies", "projects", "tasks", "properties"] as const;
export const customFieldEntityType = z.enum(customFieldEntityTypes, { error: "Invalid entity type" });
export type CustomFieldEntityType = z.infer<typeof customFieldEntityType>;

/**
 * Any text a client sends: NUL characters and unpaired surrogates (which PostgreSQL cannot store) are refused
 * with a 400 instead of failing in the database.
 */
export const text = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** Optional free text: trimmed, blank becomes null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** Optional e-mail address: blank becomes null; anything else must read as an address. */
export const optionalEmail = () =>
  optionalText(320).refine((v) => v === null || v === undefined || isValidEmail(v), INVALID_EMAIL_MESSAGE);
/** Optional text normalised after trimming (blank still becomes null). */
const normalisedText = (max: number, normalise: (v: string) => string) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === "" ? null : normalise(v)))
    .nullable()
    .optional();
/** Optional phone number, formatted where the reading is unambiguous (North American numbers). */
export const optionalPhone = () => normalisedText(50, normalizePhone);
/** Optional web address: a bare host gains https:// (the value is otherwise kept as typed). */
export const optionalUrl = () => normalisedText(500, normalizeUrl);

export const tagRef = z.object({ id: z.string(), name: z.string() });
export type TagRef = z.infer<typeof tagRef>;

/** Custom-field values keyed by field name; a null or blank value removes the key. */
export const customFieldValues = z.record(text().max(100), text().max(2000).nullable());
export type CustomFieldValues = z.infer<typeof customFieldValues>;

export const idsBody = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export const deletedResponse = z.object({ deleted: z.number().int() });

/** List sort: a field name, optionally prefixed with '-' for descending (e.g. `-updatedAt`). */
export const sortParam = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z
    .string()
    .regex(new RegExp(`^-?(${fields.join("|")})$`), "Unknown sort field")
    .optional();
