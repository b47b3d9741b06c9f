// Field rules of the auth forms (issue "Bad input": field messages for e-mail, password, names).
// Plain functions rather than a schema library: the /auth page is the first thing a visitor loads.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/rules/password.ts";

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Check = (value: string) => string | true;

export const checkEmail: Check = (value) => {
  const v = value.trim();
  if (!v) return "Email is required";
  return EMAIL.test(v) || "Enter a valid email address";
};

export const checkNewPassword: Check = (value) => {
  if (value.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (value.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return true;
};

export const checkRequired =
  (message: string): Check =>
  (value) =>
    value.trim() ? true : message;

export const checkFirstName = checkRequired("First name is required");
export const checkLastName = checkRequired("Last name is required");
export const checkPassword = checkRequired("Password is required");

export const checkConfirm =
  (password: () => string): Check =>
  (value) =>
    value === password() || "Passwords do not match";

export type SignInValues = { email: string; password: string };
export type SignUpValues = { firstName: string; lastName: string; email: string; password: string };
export type ForgotPasswordValues = { email: string };
export type UpdatePasswordValues = { password: string; confirm: string };
