// Business-card scanner: recognition of an uploaded photo and saving the reviewed contact (spec §2, §4, §8).
import type { Logger } from "pino";
import { recognizeCard } from "#server/analysis/card/analyze-card.ts";
import type { ContactsService } from "#server/features/contacts/contacts.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";
import type { PersonDetail } from "#shared/contract/contacts.ts";
import type { ScannerSave } from "#shared/contract/contacts-scanner.ts";
import { splitFullName } from "#shared/rules/contacts-normalize.ts";

export type RecognizeCard = (image: Uint8Array) => Promise<CardRecognition>;

const PROCESSING_ERROR = () =>
  new AppError("UNPROCESSABLE", "Processing Error", { detail: "Could not process the business card image" });

/** Image bytes of a data URL (or bare base64) when they are a JPEG, PNG or WebP; else null. */
export function decodeCardImage(imageBase64: string): Uint8Array | null {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(imageBase64.trim());
  const payload = match ? (match[2] ? match[3] : null) : imageBase64.trim();
  if (!payload || !/^[A-Za-z0-9+/=\s_-]+$/.test(payload)) return null;
  const bytes = new Uint8Array(Buffer.from(payload, "base64"));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const webp =
    Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "RIFF" &&
    Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP";
  return jpeg || png || webp ? bytes : null;
}

export const emptyCard = (): CardRecognition => ({
  person: { firstName: null, lastName: null, email: null, phone: null, position: null, linkedin_url: null },
  company: { name: null, website: null, address: null, phone: null, linkedin_url: null },
});

export function createScannerService(deps: {
  contacts: ContactsService;
  recognize: () => Promise<RecognizeCard>;
  log: Logger;
}) {
  const { contacts, log } = deps;
  return {
    /** Not an image → 422 Processing Error; an image the recogniser cannot read → every field null. */
    async process(imageBase64: string): Promise<CardRecognition> {
      const image = decodeCardImage(imageBase64);
      if (!image) throw PROCESSING_ERROR();
      try {
        const recognize = await deps.recognize();
        return await recognize(image);
      } catch (err) {
        log.warn({ err }, "business card recognition failed");
        throw PROCESSING_ERROR();
      }
    },

    async save(
      userId: string,
      input: ScannerSave,
    ): Promise<{ person: PersonDetail; companyLinked: boolean; created: boolean }> {
      const { firstName, lastName } = splitFullName(input.name);
      if (!firstName) {
        throw new AppError("VALIDATION_FAILED", "First name is required", {
          fields: { name: "First name is required" },
        });
      }
      // Company: picked, matched by name (case-insensitive, limit 1) or created. Failures are logged and the
      // contact is saved without a company (§8).
      let companyId: string | null = null;
      try {
        if (input.companyId) {
          companyId = (await contacts.getCompany(userId, input.companyId)).id;
        } else if (input.company) {
          const existing = input.useExistingCompany ? await contacts.findCompanyByName(userId, input.company) : null;
          companyId =
            existing?.id ??
            (
              await contacts.createCompany(userId, {
                name: input.company,
                website: input.website ?? null,
                phone: input.companyPhone ?? null,
                address: input.address ?? null,
                linkedinUrl: input.companyLinkedIn ?? null,
              })
            ).id;
        }
      } catch (err) {
        log.warn({ err, company: input.company }, "scanner: company lookup/creation failed; saving without a company");
        companyId = null;
      }
      const fields = {
        firstName,
        lastName,
        email: input.email ?? null,
        phone: input.phone ?? null,
        position: input.jobTitle ?? null,
        linkedinUrl: input.linkedin_url ?? null,
        companyId,
      };
      if (input.updatePersonId) {
        const current = await contacts.getPerson(userId, input.updatePersonId).catch(() => null);
        if (!current) throw notFound("Person not found");
        // Keep what the card does not show.
        const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== ""));
        if (!lastName) delete patch.lastName;
        const person = await contacts.updatePerson(userId, input.updatePersonId, patch);
        return { person, companyLinked: companyId !== null, created: false };
      }
      const person = await contacts.createPerson(userId, { ...fields, lastName });
      return { person, companyLinked: companyId !== null, created: true };
    },
  };
}

/** The card-analysis recogniser (its OCR worker starts on first use); `wallCapMs` only from Config.cardWallCapMs. */
export const cardRecognizer = (wallCapMs?: number) => (): Promise<RecognizeCard> =>
  Promise.resolve((image) => recognizeCard(image, wallCapMs === undefined ? undefined : { wallCapMs }));
