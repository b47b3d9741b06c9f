// A survey's client contacts and project: chosen from the user's own records (another user's → 404), shown by
// name, and a project deleted since shows as none.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const call = (user: TestUser, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
  });
const created = async (user: TestUser, url: string, payload: unknown) => {
  const res = await call(user, "POST", url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  other = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("survey client contacts and project", () => {
  it("links the user's own people and project, refuses another user's, forgets a deleted project", async () => {
    const survey = await created(owner, "/api/surveys", { name: "Acme search" });
    const jordan = await created(owner, "/api/contacts/people", { firstName: "Jordan", lastName: "Lee" });
    const sam = await created(owner, "/api/contacts/people", { firstName: "Sam", lastName: "Park" });
    const project = await created(owner, "/api/projects", { name: "Acme relocation", type: "tenant_rep" });

    const saved = await call(owner, "PATCH", `/api/surveys/${survey.id}`, {
      name: "Acme search",
      clientContactIds: [jordan.id, sam.id, jordan.id],
      projectId: project.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json()
        .clientContacts.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(["Jordan Lee", "Sam Park"]);
    expect(saved.json().project).toEqual({ id: project.id, name: "Acme relocation" });

    const theirProject = await created(other, "/api/projects", { name: "Theirs", type: "tenant_rep" });
    const theirPerson = await created(other, "/api/contacts/people", { firstName: "Their", lastName: "Person" });
    const badProject = await call(owner, "PATCH", `/api/surveys/${survey.id}`, {
      name: "x",
      projectId: theirProject.id,
    });
    expect(badProject.statusCode).toBe(404);
    expect(badProject.json().detail ?? badProject.json().title).toContain("Project not found");
    const badContact = await call(owner, "PATCH", `/api/surveys/${survey.id}`, {
      name: "x",
      clientContactIds: [theirPerson.id],
    });
    expect(badContact.statusCode).toBe(404);

    expect((await call(owner, "DELETE", `/api/projects/${project.id}?tasks=keep`)).statusCode).toBe(200);
    const after = (await call(owner, "GET", `/api/surveys/${survey.id}`)).json();
    expect(after.project).toBeNull();
    expect(after.projectId).toBeNull();
    expect(after.name).toBe("Acme search");
  });
});
