// The streamed check of every row before an import (importCheckPath): each NDJSON line is validated against
// the contract and handed over as it arrives, so the page can show a running count.
import {
  type ImportCheckEvent,
  type ImportMapping,
  importCheckEvent,
  importCheckPath,
} from "#shared/contract/contacts-import.ts";
import { buildPath } from "#shared/contract/route.ts";
import { isProblem } from "#shared/errors.ts";
import { readNdjson } from "#web/features/contacts/lib/ndjson.ts";
import { ApiError } from "#web/lib/api-client.ts";

export async function checkImport(
  id: string,
  mapping: ImportMapping,
  onEvent: (event: ImportCheckEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildPath(importCheckPath, { id }), {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/x-ndjson", "Content-Type": "application/json" },
      body: JSON.stringify({ mapping }),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError({
      status: 0,
      code: "SERVICE_UNAVAILABLE",
      title: "Network error",
      detail: "Could not reach the server. Check your connection and try again.",
    });
  }
  if (!response.ok || !response.body) {
    const payload: unknown = await response.json().catch(() => null);
    if (isProblem(payload)) throw new ApiError(payload);
    throw new ApiError({ status: response.status, code: "BAD_REQUEST", title: "The file could not be checked" });
  }
  for await (const line of readNdjson(response.body)) onEvent(importCheckEvent.parse(line));
}
