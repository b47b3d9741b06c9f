import { describe, expect, it } from "vitest";
import type { CustomFieldRow } from "#server/features/contacts/contacts-common.repository.ts";
import {
  checkCustomFieldValues,
  isForeignKeyViolation,
  isUniqueViolation,
} from "#server/features/contacts/contacts.service.ts";
import { AppError } from "#server/platform/errors.ts";

const def = (name: string, fieldType: "text" | "dropdown", options: string[] = []): CustomFieldRow => ({
  id: `id-${name}`,
  name,
  fieldType,
  options,
  entityType: "people",
  createdBy: "u",
  createdAt: new Date(0),
  updatedAt: new Date(0),
});
const defs = [def("Lead Source", "dropdown", ["Referral", "Cold call"]), def("Notes", "text")];

describe("checkCustomFieldValues", () => {
  it("keys values by the definition's own spelling and trims them", () => {
    expect(checkCustomFieldValues(defs, { "lead source": " Referral ", NOTES: "Met at ICSC" })).toEqual({
      set: { "Lead Source": "Referral", Notes: "Met at ICSC" },
      remove: [],
    });
  });

  it("treats blank and null as removal", () => {
    expect(checkCustomFieldValues(defs, { Notes: "  ", "Lead Source": null })).toEqual({
      set: {},
      remove: ["Notes", "Lead Source"],
    });
  });

  it("refuses unknown fields and dropdown values outside the options, naming each", () => {
    let error: unknown;
    try {
      checkCustomFieldValues(defs, { Budget: "1", "Lead Source": "Billboard" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("VALIDATION_FAILED");
    expect((error as AppError).extra.fields).toEqual({
      "customFields.Budget": "Unknown custom field: Budget",
      "customFields.Lead Source": "Lead Source must be one of: Referral, Cold call",
    });
  });
});

describe("isUniqueViolation", () => {
  it("recognises pg's code directly or wrapped by Drizzle", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation({ cause: { code: "23505" } })).toBe(true);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe("isForeignKeyViolation", () => {
  it("recognises pg's code directly or wrapped by Drizzle", () => {
    expect(isForeignKeyViolation({ code: "23503" })).toBe(true);
    expect(isForeignKeyViolation({ cause: { code: "23503" } })).toBe(true);
    expect(isForeignKeyViolation({ code: "23505" })).toBe(false);
    expect(isForeignKeyViolation(undefined)).toBe(false);
  });
});
