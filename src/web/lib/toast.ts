import { toast as sonner } from "sonner";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

/** §9 toasts: a title, optional description, default or destructive variant, shown 5000 ms. */
/** Removes a toast shown earlier (e.g. a failure the user has since put right). */
export function dismissToast(id: string | number): void {
  sonner.dismiss(id);
}

export function toast({ title, description, variant = "default" }: ToastInput): string | number {
  if (variant === "destructive") return sonner.error(title, { description });
  return sonner(title, { description });
}
