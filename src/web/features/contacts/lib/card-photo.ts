import { CAPTURE_WIDTH, JPEG_QUALITY } from "#web/features/contacts/lib/camera.ts";

/** The longest side of a chosen photo after scaling: the camera's capture width, so recognition sees the same. */
export const PHOTO_MAX_SIDE = CAPTURE_WIDTH;

/** Scale that fits width × height inside PHOTO_MAX_SIDE (never enlarges). */
export function photoScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  return longest > PHOTO_MAX_SIDE ? PHOTO_MAX_SIDE / longest : 1;
}

/**
 * A chosen or freshly taken photo (any browser image type, EXIF rotation applied) as the JPEG data URL the
 * camera capture produces, so both paths run the same recognition. Null when the file is not a readable image.
 */
export async function photoToJpegDataUrl(file: File): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  const scale = photoScale(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
}
