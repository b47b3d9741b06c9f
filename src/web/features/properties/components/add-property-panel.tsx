import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { AddressMatchDto } from "#shared/contract/properties-create.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { AddressMatchingStep } from "#web/features/properties/components/panel/address-matching-step.tsx";
import { HierarchyStep } from "#web/features/properties/components/panel/hierarchy-step.tsx";
import { type ManualDraft, ManualStep } from "#web/features/properties/components/panel/manual-step.tsx";
import { PdfStep } from "#web/features/properties/components/panel/pdf-step.tsx";
import { SelectStep } from "#web/features/properties/components/panel/select-step.tsx";
import type { Extraction, PanelStep } from "#web/features/properties/components/panel/types.ts";
import { UrlStep } from "#web/features/properties/components/panel/url-step.tsx";

const emptyDraft: ManualDraft = {
  name: "",
  address: "",
  street: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  latitude: null,
  longitude: null,
};

/**
 * 'Add New Property' (crm-documents.md §2, §4): select → manual | url | pdf; a match at the address leads to
 * address-matching (manual) or to the hierarchy step (extraction); with none the properties are created at once.
 */
export function AddPropertyPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<PanelStep>("select");
  const [draft, setDraft] = useState<ManualDraft>(emptyDraft);
  const [matches, setMatches] = useState<AddressMatchDto[]>([]);
  const [extraction, setExtraction] = useState<Extraction | null>(null);

  const reset = () => {
    setStep("select");
    setDraft(emptyDraft);
    setMatches([]);
    setExtraction(null);
  };
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };
  const done = (ids: string[]) => {
    close(false);
    navigate(ids.length === 1 && ids[0] ? paths.properties(ids[0]) : paths.properties());
  };
  const back: Partial<Record<PanelStep, PanelStep>> = {
    manual: "select",
    url: "select",
    pdf: "select",
    "address-matching": "manual",
    "pdf-hierarchy": "pdf",
    "url-hierarchy": "url",
  };
  const previous = back[step];

  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent className="overflow-y-auto" aria-describedby="add-property-description">
        <SheetHeader>
          <SheetTitle>Add New Property</SheetTitle>
          <SheetDescription id="add-property-description">
            {step === "select" ? "Choose how to start." : "Your properties stay private to you."}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-4 pb-6">
          {previous ? (
            <Button variant="ghost" size="sm" className="w-fit" onClick={() => setStep(previous)}>
              <ArrowLeftIcon aria-hidden /> Back
            </Button>
          ) : null}
          {step === "select" ? <SelectStep onChoose={setStep} /> : null}
          {step === "manual" ? (
            <ManualStep
              draft={draft}
              onDraft={setDraft}
              onMatches={(found) => {
                setMatches(found);
                setStep("address-matching");
              }}
              onCreated={(id) => done([id])}
            />
          ) : null}
          {step === "address-matching" ? (
            <AddressMatchingStep draft={draft} matches={matches} onCreated={(id) => done([id])} />
          ) : null}
          {step === "url" ? (
            <UrlStep
              onHierarchy={(e) => {
                setExtraction(e);
                setStep("url-hierarchy");
              }}
              onCreated={done}
            />
          ) : null}
          {step === "pdf" ? (
            <PdfStep
              onHierarchy={(e) => {
                setExtraction(e);
                setStep("pdf-hierarchy");
              }}
              onCreated={done}
            />
          ) : null}
          {(step === "pdf-hierarchy" || step === "url-hierarchy") && extraction ? (
            <HierarchyStep extraction={extraction} onCreated={done} />
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
