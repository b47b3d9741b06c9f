// The scanner's review form (spec §3) and how a card reading fills it.
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

/** The scanner form of spec §3. */
export type ScanForm = {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  linkedin_url: string;
  company: string;
  website: string;
  address: string;
  companyPhone: string;
  companyLinkedIn: string;
};

export const emptyForm: ScanForm = {
  name: "",
  email: "",
  phone: "",
  jobTitle: "",
  linkedin_url: "",
  company: "",
  website: "",
  address: "",
  companyPhone: "",
  companyLinkedIn: "",
};

export function formFromRecognition(r: CardRecognition): ScanForm {
  return {
    name: [r.person.firstName, r.person.lastName].filter(Boolean).join(" "),
    email: r.person.email ?? "",
    phone: r.person.phone ?? "",
    jobTitle: r.person.position ?? "",
    linkedin_url: r.person.linkedin_url ?? "",
    company: r.company.name ?? "",
    website: r.company.website ?? "",
    address: r.company.address ?? "",
    companyPhone: r.company.phone ?? "",
    companyLinkedIn: r.company.linkedin_url ?? "",
  };
}
