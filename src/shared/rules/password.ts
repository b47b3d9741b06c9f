// Password length rule shared by the sign-up / reset / change forms and the auth server configuration.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
