// Multipart POST over XMLHttpRequest (fetch cannot report upload progress), answering the contract DTO or
// rejecting with the server's problem+json as an ApiError.
import { isProblem } from "#shared/errors.ts";
import { ApiError } from "#web/lib/api-client.ts";

export function postFile<T>(url: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  const form = new FormData();
  form.append("file", file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else if (isProblem(payload)) reject(new ApiError(payload));
      else
        reject(
          new ApiError({
            status: xhr.status,
            code: xhr.status === 413 ? "PAYLOAD_TOO_LARGE" : xhr.status >= 500 ? "INTERNAL" : "BAD_REQUEST",
            title: xhr.status === 413 ? "File too large" : xhr.statusText || "Upload failed",
          }),
        );
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: "SERVICE_UNAVAILABLE", title: "Network error" }));
    xhr.send(form);
  });
}
