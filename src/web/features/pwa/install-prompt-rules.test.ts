import { describe, expect, it } from "vitest";
import { installPromptKind, isIosUserAgent, parseDismissedAt, SUPPRESS_MS } from "./install-prompt-rules.ts";

const now = Date.UTC(2026, 10, 24);
const base = { isMobile: true, isStandalone: false, isIos: false, canPrompt: true, dismissedAt: null, now };

describe("installPromptKind", () => {
  it("offers Install on a mobile browser that can prompt", () => {
    expect(installPromptKind(base)).toBe("prompt");
  });
  it("shows the iOS steps on an iPhone that cannot prompt", () => {
    expect(installPromptKind({ ...base, canPrompt: false, isIos: true })).toBe("ios");
  });
  it("shows nothing on desktop, when standalone, or when the browser offers nothing", () => {
    expect(installPromptKind({ ...base, isMobile: false })).toBeNull();
    expect(installPromptKind({ ...base, isStandalone: true })).toBeNull();
    expect(installPromptKind({ ...base, canPrompt: false })).toBeNull();
  });
  it("stays hidden less than 30 days after a dismissal and returns after", () => {
    expect(installPromptKind({ ...base, dismissedAt: now - SUPPRESS_MS + 1 })).toBeNull();
    expect(installPromptKind({ ...base, dismissedAt: now - SUPPRESS_MS })).toBe("prompt");
  });
});

describe("helpers", () => {
  it("parses the stored dismissal time", () => {
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt("garbage")).toBeNull();
    expect(parseDismissedAt(String(now))).toBe(now);
  });
  it("recognises iOS user agents", () => {
    expect(isIosUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isIosUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe(false);
  });
});
