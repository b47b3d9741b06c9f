// Business-card recogniser: OCR (card mode: mixed-polarity ink map, deskew, orientation, a second
// denoised reading merged in for hard photos) then the
// pure field parser. Output is validated against the shared contract.
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";
import { recognizeCardImage } from "#server/analysis/card/card-ocr.ts";
import { type CardRecognition, cardRecognitionSchema } from "#shared/contract/card-recognition.ts";

export { parseCardText } from "#server/analysis/card/parse-card-text.ts";

/**
 * Recognises a photographed or scanned business card (PNG/JPEG/WebP/GIF/BMP). Throws NotAnImageError otherwise.
 * `budget` overrides the time limits (tests of the reading itself, on a machine whose load they do not control).
 */
export async function recognizeCard(
  image: Uint8Array,
  budget?: Parameters<typeof recognizeCardImage>[1],
): Promise<CardRecognition> {
  const ocr = await recognizeCardImage(image, budget);
  const parsed = parseCardText(ocr.text, ocr.lines);
  return cardRecognitionSchema.parse(ocr.note ? { ...parsed, warning: ocr.note } : parsed);
}

/** Entry point of `npm run analyze -- <image> --type card`. Options are accepted for CLI symmetry and unused. */
export async function analyzeFile(data: Uint8Array, _opts?: unknown): Promise<CardRecognition> {
  return recognizeCard(data);
}
