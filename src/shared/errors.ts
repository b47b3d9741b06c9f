// Stable error codes. The server maps each to an HTTP status; the web branches on `code`.
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FEATURE_REQUIRED: 403,
  /** An admin without a second factor while REQUIRE_ADMIN_MFA is on: enrol first. */
  MFA_REQUIRED: 403,
  LINK_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An optional outside service (e.g. DocuSign) is not set up on this server: a state, not an outage. */
  NOT_CONFIGURED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** RFC 9457 problem details, with our stable code and optional per-field messages. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail?: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
};

export function isProblem(value: unknown): value is Problem {
  return typeof value === "object" && value !== null && "code" in value && "status" in value;
}
