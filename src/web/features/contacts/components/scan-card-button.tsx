import { ScanLineIcon } from "lucide-react";
import { useState } from "react";
import { MobileFeatureDialog } from "#web/app/shell/mobile-feature-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { lazyPanel } from "#web/lib/lazy-panel.tsx";
import { useIsMobile } from "#web/lib/use-media-query.ts";

// The scanner (camera, cropping, the review form) loads when it first opens: the top bar is on every page.
const BusinessCardScanner = lazyPanel(() =>
  import("#web/features/contacts/components/business-card-scanner.tsx").then((m) => m.BusinessCardScanner),
);

/** The mobile top bar's 'Scan Business Card' (§2.5): the scanner on phones, 'Mobile Feature'
 * (with photo upload) elsewhere. */
export function ScanCardButton() {
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState(false);
  const isMobile = useIsMobile();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Scan Business Card" onClick={() => setOpen(true)}>
        <ScanLineIcon aria-hidden className="!size-5" />
      </Button>
      {isMobile ? (
        <BusinessCardScanner open={open} onOpenChange={setOpen} />
      ) : (
        <>
          <MobileFeatureDialog open={open} onOpenChange={setOpen} onChoosePhoto={() => setPhoto(true)} />
          <BusinessCardScanner open={photo} onOpenChange={setPhoto} photoOnly />
        </>
      )}
    </>
  );
}
