import { Toaster as Sonner } from "sonner";
import { useIsMobile } from "#web/lib/use-media-query.ts";

/** The phone top bar is h-14 (56 px): toasts sit below it so Menu, Search and Quick Add stay usable. */
const BELOW_TOP_BAR = { top: 64 };

/** §9: 5000 ms, bottom-right on larger screens, top-center on small ones. */
export function Toaster() {
  const isMobile = useIsMobile();
  return (
    <Sonner
      position={isMobile ? "top-center" : "bottom-right"}
      offset={isMobile ? BELOW_TOP_BAR : undefined}
      mobileOffset={BELOW_TOP_BAR}
      duration={5000}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !border-border !bg-background !text-foreground !shadow-lg",
          title: "!text-sm !font-semibold",
          description: "!text-sm !text-muted-foreground",
          // Touch screens: the toast's Reload / Undo and its close button as large as a thumb (issue 14).
          actionButton: "pointer-coarse:!h-10 pointer-coarse:!px-4",
          cancelButton: "pointer-coarse:!h-10 pointer-coarse:!px-4",
          closeButton: "touch-hit",
          error: "!border-red-200 !bg-red-50 [&_[data-title]]:!text-red-800 [&_[data-description]]:!text-red-700",
        },
      }}
    />
  );
}
