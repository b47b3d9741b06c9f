// Camera rules of the business-card scanner (crm-documents §4 'Scanner', §9), kept pure for tests.

export type CameraDevice = { deviceId: string; label: string };

const REAR = /\b(back|rear|environment)\b/i;
const STANDARD = /\b(wide|standard|normal)\b/i;
const SPECIAL = /(ultra|zoom|tele)/i;

/**
 * Prefers a standard rear camera (label says back/rear/environment AND wide/standard/normal, but not
 * ultra/zoom/telephoto), then any rear camera, then the first one.
 */
export function chooseCamera(devices: CameraDevice[]): CameraDevice | undefined {
  const standardRear = devices.find((d) => REAR.test(d.label) && STANDARD.test(d.label) && !SPECIAL.test(d.label));
  if (standardRear) return standardRear;
  const rear = devices.find((d) => REAR.test(d.label));
  return rear ?? devices[0];
}

/** What the picker shows: the label, or 'Camera' plus the first 5 characters of the device id. */
export function cameraLabel(device: CameraDevice): string {
  const label = device.label.trim();
  return label || `Camera ${device.deviceId.slice(0, 5)}`;
}

export const CAMERA_START_DELAY_MS = 300;
export const CAPTURE_WIDTH = 1920;
export const CAPTURE_HEIGHT = 1080;
export const JPEG_QUALITY = 1;
export const GUIDE_MAX_WIDTH = 350;
export const GUIDE_MAX_HEIGHT = 200;

export function videoConstraints(deviceId?: string): MediaTrackConstraints {
  return {
    width: { ideal: CAPTURE_WIDTH },
    height: { ideal: CAPTURE_HEIGHT },
    ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: "environment" } }),
  };
}

/** Stops every track of a stream; safe to call with null and more than once. */
export function stopStream(stream: MediaStream | null | undefined): void {
  if (!stream) return;
  for (const track of stream.getTracks()) track.stop();
}

/** Splits a recognised full name at the first space (§5): first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}
