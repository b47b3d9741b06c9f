// Deleting a custom field (§5): refused while in use, refused when the usage check itself fails.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/client.ts";
import type * as Repo from "#server/features/contacts/contacts-custom-fields.repository.ts";

vi.mock("#server/features/contacts/contacts-custom-fields.repository.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof Repo>()),
  findCustomFieldRow: vi.fn(),
  customFieldInUse: vi.fn(),
  deleteCustomFieldRow: vi.fn(),
}));
// Test files share a worker's modules (vitest.config.ts, isolate: false): an earlier file may have loaded the
// service with the real repository, so this file loads its own copies after the mock.
vi.resetModules();
const repo = await import("#server/features/contacts/contacts-custom-fields.repository.ts");
const { createContactsService, FIELD_IN_USE, FIELD_USAGE_CHECK_FAILED } = await import(
  "#server/features/contacts/contacts.service.ts"
);
const { AppError } = await import("#server/platform/errors.ts");
type AppError = InstanceType<typeof AppError>;

const field = {
  id: "f1",
  name: "Lead Source",
  fieldType: "text",
  options: [],
  entityType: "people",
  createdBy: "u1",
  createdAt: new Date(0),
  updatedAt: new Date(0),
};
const service = createContactsService({} as Db);

async function failure(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected an AppError");
}

beforeEach(() => {
  vi.mocked(repo.findCustomFieldRow).mockReset().mockResolvedValue(field);
  vi.mocked(repo.customFieldInUse).mockReset();
  vi.mocked(repo.deleteCustomFieldRow).mockReset();
});

describe("deleteCustomField", () => {
  it("deletes a field no record uses", async () => {
    vi.mocked(repo.customFieldInUse).mockResolvedValue(false);
    await service.deleteCustomField("u1", "f1");
    expect(repo.customFieldInUse).toHaveBeenCalledWith(expect.anything(), "u1", "people", "Lead Source");
    expect(repo.deleteCustomFieldRow).toHaveBeenCalledOnce();
  });

  it("refuses while a record holds a value: 'This field is in use and cannot be deleted'", async () => {
    vi.mocked(repo.customFieldInUse).mockResolvedValue(true);
    const err = await failure(() => service.deleteCustomField("u1", "f1"));
    expect([err.code, err.message]).toEqual(["CONFLICT", FIELD_IN_USE]);
    expect(FIELD_IN_USE).toBe("This field is in use and cannot be deleted");
    expect(repo.deleteCustomFieldRow).not.toHaveBeenCalled();
  });

  it("refuses when the usage check fails: 'Could not check field usage'", async () => {
    vi.mocked(repo.customFieldInUse).mockRejectedValue(new Error("relation does not exist"));
    const err = await failure(() => service.deleteCustomField("u1", "f1"));
    expect([err.code, err.message]).toEqual(["SERVICE_UNAVAILABLE", FIELD_USAGE_CHECK_FAILED]);
    expect(FIELD_USAGE_CHECK_FAILED).toBe("Could not check field usage");
    expect(repo.deleteCustomFieldRow).not.toHaveBeenCalled();
  });

  it("answers 404 for another user's (or an unknown) field", async () => {
    vi.mocked(repo.findCustomFieldRow).mockResolvedValue(null as never);
    const err = await failure(() => service.deleteCustomField("u2", "f1"));
    expect(err.code).toBe("NOT_FOUND");
    expect(repo.customFieldInUse).not.toHaveBeenCalled();
  });
});
