// The lease abstract's layout lives in the shared contract (the server's abstract PDF uses it too).
export {
  type FieldKind,
  type FieldSection,
  type FieldSpec,
  leaseFieldLabel,
  leaseSections,
  sectionsToShow,
} from "#shared/contract/documents-abstract-layout.ts";
