import { type FormEvent, useState } from "react";
import { URL_REQUIRED } from "#shared/contract/properties.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { extractFromUrl } from "#web/features/properties/api/create-flow.ts";
import type { Extraction } from "#web/features/properties/components/panel/types.ts";
import {
  callFailedToast,
  extractionFailure,
  useFinishExtraction,
} from "#web/features/properties/components/panel/extraction-flow.ts";
import { useSimulatedProgress } from "#web/features/properties/lib/simulated-progress.ts";
import { toast } from "#web/lib/toast.ts";

export function UrlStep({
  onHierarchy,
  onCreated,
}: {
  onHierarchy: (e: Extraction) => void;
  onCreated: (ids: string[]) => void;
}) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const progress = useSimulatedProgress();
  const { finish } = useFinishExtraction(onHierarchy, onCreated);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return setError(URL_REQUIRED);
    setError(null);
    setRunning(true);
    progress.start();
    try {
      progress.set(30);
      const result = await extractFromUrl(url.trim());
      progress.set(90);
      if (!result.success) {
        toast({ title: "URL Extraction Failed", description: extractionFailure(result), variant: "destructive" });
        progress.set(null);
        return;
      }
      toast({ title: "Properties Extracted Successfully", description: `${result.count} found` });
      const ok = await finish({ from: "URL", candidates: result.candidates, sourceUrl: result.finalUrl ?? url.trim() });
      progress.set(ok ? 100 : null);
    } catch (err) {
      progress.set(null);
      callFailedToast(err, "URL");
    } finally {
      setRunning(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField
        label="Property URL"
        required
        error={error ?? undefined}
        hint="A listing page (LoopNet, Crexi, a broker's site...)"
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            if (e.target.value.trim()) setError(null);
          }}
          disabled={running}
        />
      </FormField>
      {progress.value !== null ? (
        <div className="grid gap-1" aria-live="polite">
          <Progress value={progress.value} aria-label="Extraction progress" />
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{progress.value}% complete</span>
            <span>Est. 30-60 seconds</span>
          </div>
        </div>
      ) : null}
      <Button type="submit" disabled={running}>
        {running ? "Extracting..." : "Extract and Create Property"}
      </Button>
    </form>
  );
}
