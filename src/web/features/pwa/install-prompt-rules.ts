/** §3: the browser store key holding the dismissal time in milliseconds. */
export const DISMISSED_KEY = "pwa_prompt_dismissed";
/** §9: the install prompt stays suppressed 30 days after a dismissal. */
export const SUPPRESS_MS = 30 * 24 * 60 * 60 * 1000;

export type InstallPromptInput = {
  isMobile: boolean;
  isStandalone: boolean;
  isIos: boolean;
  /** The browser offered installation (beforeinstallprompt was captured). */
  canPrompt: boolean;
  dismissedAt: number | null;
  now: number;
};

/** §2.13 / §4.8: which card to show, or none. */
export function installPromptKind(input: InstallPromptInput): "prompt" | "ios" | null {
  if (!input.isMobile || input.isStandalone) return null;
  if (input.dismissedAt !== null && input.now - input.dismissedAt < SUPPRESS_MS) return null;
  if (input.canPrompt) return "prompt";
  if (input.isIos) return "ios";
  return null;
}

export function parseDismissedAt(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function isIosUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
