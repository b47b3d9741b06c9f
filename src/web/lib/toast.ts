import { toast as sonner } from "sonner";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

/** §9 toasts: a title, optional description, default or destructive variant, shown 5000 ms. */
export function toast({ title, description, variant = "default" }: ToastInput): string | number {
  if (variant === "destructive") return sonner.error(title, { description });
  return sonner(title, { description });
}
