// §9: property extraction progress is simulated — it starts at 10, then 30, 90, 100; in between it creeps
// up at random, never past 85 until the answer is in.
import { useCallback, useEffect, useRef, useState } from "react";

export const PROGRESS_CAP = 85;

/** One random step from `value`, capped at 85 (pure, for tests). */
export function creep(value: number, random: number): number {
  if (value >= PROGRESS_CAP) return value;
  return Math.min(PROGRESS_CAP, value + 1 + Math.floor(random * 4));
}

export function useSimulatedProgress(tickMs = 1000) {
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stopTimer = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);
  const start = useCallback(() => {
    stopTimer();
    setValue(10);
    timer.current = setInterval(() => setValue((v) => (v === null ? v : creep(v, Math.random()))), tickMs);
  }, [tickMs, stopTimer]);
  const set = useCallback(
    (v: number | null) => {
      if (v === null || v >= 90) stopTimer();
      setValue((current) => (v === null ? null : Math.max(current ?? 0, v)));
    },
    [stopTimer],
  );
  return { value, start, set };
}
