// Business-card recognition response (spec "Card-recognition response"): what the card scanner
// proposes for a new person and company. Every field is a string or null when the card does not show it.
import { z } from "zod";

const text = z.string().min(1).nullable();

export const cardPersonSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  position: text,
  linkedin_url: text,
});

export const cardCompanySchema = z.object({
  name: text,
  website: text,
  address: text,
  phone: text,
  linkedin_url: text,
});

export const cardRecognitionSchema = z.object({
  person: cardPersonSchema,
  company: cardCompanySchema,
  /** Text read on the card that no field took (fax, a second office, a tagline), one line each. */
  note: z.string().optional(),
  /** Set when recognition stopped at its time limit: the fields are the best reading so far. */
  warning: z.string().optional(),
});

export type CardPerson = z.infer<typeof cardPersonSchema>;
export type CardCompany = z.infer<typeof cardCompanySchema>;
export type CardRecognition = z.infer<typeof cardRecognitionSchema>;
