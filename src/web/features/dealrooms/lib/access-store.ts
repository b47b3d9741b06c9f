// §3 cached deal-room access record (local storage, one per room) plus the last deal-room token and id.
import type { AccessLevel } from "#shared/contract/dealrooms.ts";

export type StoredAccess = {
  verified: boolean;
  token: string;
  email: string;
  name: string;
  accessLevel: AccessLevel;
  timestamp: number;
};

const recordKey = (id: string) => `dealroom_access_${id}`;
export const DEALROOM_TOKEN_KEY = "dealroom_token";
export const DEALROOM_ID_KEY = "dealroom_id";

export function storeAccess(dealroomId: string, record: Omit<StoredAccess, "timestamp">): void {
  try {
    localStorage.setItem(recordKey(dealroomId), JSON.stringify({ ...record, timestamp: Date.now() }));
    localStorage.setItem(DEALROOM_TOKEN_KEY, record.token);
    localStorage.setItem(DEALROOM_ID_KEY, dealroomId);
  } catch {
    // storage unavailable (private mode): the httpOnly guest cookie still grants access
  }
}

export function readStoredAccess(dealroomId: string): StoredAccess | null {
  try {
    const raw = localStorage.getItem(recordKey(dealroomId));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredAccess>;
      if (parsed && typeof parsed.token === "string") return parsed as StoredAccess;
    }
    // The single stored deal-room token and id (§3) stand in when there is no per-room record.
    if (localStorage.getItem(DEALROOM_ID_KEY) === dealroomId) {
      const token = localStorage.getItem(DEALROOM_TOKEN_KEY);
      if (token) return { verified: false, token, email: "", name: "", accessLevel: "viewer", timestamp: 0 };
    }
  } catch {
    // unreadable: treat as absent
  }
  return null;
}

export function clearStoredAccess(dealroomId: string): void {
  try {
    localStorage.removeItem(recordKey(dealroomId));
    if (localStorage.getItem(DEALROOM_ID_KEY) === dealroomId) {
      localStorage.removeItem(DEALROOM_ID_KEY);
      localStorage.removeItem(DEALROOM_TOKEN_KEY);
    }
  } catch {
    // nothing to clear
  }
}
