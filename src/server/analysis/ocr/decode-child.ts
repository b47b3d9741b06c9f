// Child-process entry that decodes images for OCR. @napi-rs/canvas can crash (segfault) on damaged
// image data; decoding here means a bad upload kills this helper, not the server.
import { decodeImage, type Grey, toGrey } from "#server/analysis/ocr/image.ts";

export type DecodeRequest = { id: number; bytes: Uint8Array; maxLong: number; minLong: number; maxUpscale: number };
export type DecodeReply =
  | { id: number; ok: true; grey: Grey; sourceWidth: number; sourceHeight: number }
  | { id: number; ok: false; message: string };

process.on("message", async (msg: DecodeRequest) => {
  let reply: DecodeReply;
  try {
    const { image, orientation } = await decodeImage(msg.bytes);
    const long = Math.max(image.width, image.height);
    let scale = 1;
    if (long > msg.maxLong) scale = msg.maxLong / long;
    else if (long < msg.minLong) scale = Math.min(msg.maxUpscale, msg.minLong / long);
    const grey = toGrey(image, scale, 0, orientation);
    reply = { id: msg.id, ok: true, grey, sourceWidth: image.width, sourceHeight: image.height };
  } catch (err) {
    reply = { id: msg.id, ok: false, message: (err as Error).message };
  }
  process.send?.(reply);
});
process.on("disconnect", () => process.exit(0));
