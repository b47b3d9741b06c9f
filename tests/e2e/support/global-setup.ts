// Runs after the web server is up: the first account becomes admin, so create the admin first and
// every journey's own account stays an ordinary user.
import { createVerifiedUser } from "./users.ts";

export const E2E_ADMIN = {
  email: "admin@e2e.test",
  password: "Admin-e2e-password",
  firstName: "Alex",
  lastName: "Admin",
};

export default async function globalSetup(): Promise<void> {
  await createVerifiedUser(E2E_ADMIN);
}
