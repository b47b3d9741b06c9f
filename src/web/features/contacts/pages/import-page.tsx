import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import type { ImportJobDto, ImportMapping, ImportPreviewRow } from "#shared/contract/contacts-import.ts";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { ImportMapStep } from "#web/features/contacts/components/import-map-step.tsx";
import { ImportProgressStep } from "#web/features/contacts/components/import-progress-step.tsx";
import { ImportUploadStep } from "#web/features/contacts/components/import-upload-step.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { cn } from "#web/lib/utils.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

type Step = "upload" | "map" | "import";

export function ImportPage() {
  const [params] = useSearchParams();
  const [entityType, setEntityType] = useState<ContactEntityType>(
    params.get("type") === "companies" ? "companies" : "people",
  );
  const [step, setStep] = useState<Step>("upload");
  const [job, setJob] = useState<ImportJobDto | null>(null);
  const [sample, setSample] = useState<ImportPreviewRow[]>([]);
  const [mapping, setMapping] = useState<ImportMapping>([]);

  const reset = () => {
    setStep("upload");
    setJob(null);
    setSample([]);
    setMapping([]);
  };

  return (
    <PageContainer className="max-w-6xl">
      <BackLink to={contactPaths.list(entityType)} className="mb-4">
        Contacts
      </BackLink>
      <PageHeader
        title="Import contacts"
        description="Bring people or companies in from a CSV or Excel file (Google Contacts, Outlook and LinkedIn exports work as they are)."
      />
      <Stepper step={step} />
      {step === "upload" ? (
        <ImportUploadStep
          entityType={entityType}
          onEntityType={setEntityType}
          onUploaded={(result) => {
            setJob(result.job);
            setSample(result.preview);
            setMapping(result.job.mapping);
            setStep("map");
          }}
        />
      ) : null}
      {step === "map" && job ? (
        <ImportMapStep
          job={job}
          sample={sample}
          mapping={mapping}
          onMapping={setMapping}
          onBack={reset}
          onStarted={(j) => {
            setJob(j);
            setStep("import");
          }}
        />
      ) : null}
      {step === "import" && job ? (
        <ImportProgressStep jobId={job.id} entityType={job.entityType} onAgain={reset} />
      ) : null}
    </PageContainer>
  );
}

function Stepper({ step }: { step: Step }) {
  const steps: { id: Step; label: string }[] = [
    { id: "upload", label: "Upload" },
    { id: "map", label: "Map and preview" },
    { id: "import", label: "Import" },
  ];
  const index = steps.findIndex((s) => s.id === step);
  return (
    <ol className="mb-6 flex items-center gap-2 text-sm" aria-label="Import steps">
      {steps.map((s, i) => (
        <li key={s.id} className="flex items-center gap-2" aria-current={i === index ? "step" : undefined}>
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full border text-xs font-semibold",
              i < index && "border-primary bg-primary text-primary-foreground",
              i === index && "border-primary text-primary",
              i > index && "text-muted-foreground",
            )}
          >
            {i + 1}
          </span>
          <span className={cn(i === index ? "font-medium" : "text-muted-foreground", "max-sm:hidden")}>{s.label}</span>
          {i < steps.length - 1 ? <span aria-hidden className="mx-1 h-px w-8 bg-border" /> : null}
        </li>
      ))}
    </ol>
  );
}
