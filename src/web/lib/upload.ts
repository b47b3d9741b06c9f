// Multipart upload over XMLHttpRequest: fetch() cannot report upload progress, XHR can. Answers the contract
// DTO or rejects with the server's problem+json as an ApiError (a network failure or a bare status too).
import { isProblem } from "#shared/errors.ts";
import { ApiError } from "#web/lib/api-client.ts";

export type UploadProgress = { loaded: number; total: number; percent: number };

export function uploadMultipart<T>(
  url: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      if (isProblem(payload)) reject(new ApiError(payload));
      else
        reject(
          new ApiError({
            status: xhr.status,
            code: xhr.status === 413 ? "PAYLOAD_TOO_LARGE" : xhr.status >= 500 ? "INTERNAL" : "BAD_REQUEST",
            title: xhr.status === 413 ? "File too large" : xhr.statusText || "Upload failed",
          }),
        );
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: "SERVICE_UNAVAILABLE",
          title: "Network error",
          detail: "Could not reach the server. Check your connection and try again.",
        }),
      );
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** One file as the multipart field `file` (after any `fields`, which the server reads first), percent progress. */
export function postFile<T>(
  url: string,
  file: File,
  { fields = {}, onProgress }: { fields?: Record<string, string>; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file, file.name);
  return uploadMultipart<T>(url, form, { onProgress: (p) => onProgress?.(p.percent) });
}
