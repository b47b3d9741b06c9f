// CLI: npx tsx tests/e2e/support/fake-camera/generate.ts [out.y4m]
// Writes the fake-camera clip (and a PNG preview beside it) for manual runs of Chromium with
// --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<out.y4m>.
import { writeCardPng, writeCardVideo } from "./card-video.ts";

const out = process.argv[2] ?? "test-results/fake-camera/card.y4m";
writeCardVideo(out);
writeCardPng(out.replace(/\.y4m$/, ".png"));
console.log(out);
