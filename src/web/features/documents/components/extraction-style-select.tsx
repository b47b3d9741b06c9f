// 'Extraction Style' of a lease abstract (§5): concise bullet points or detailed sentences. Chosen on upload
// and again when re-running the analysis.
import type { ExtractionDetail } from "#shared/contract/documents.ts";
import { Label } from "#web/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";

export function ExtractionStyleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: ExtractionDetail;
  onChange: (value: ExtractionDetail) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Extraction Style</Label>
      <Select value={value} onValueChange={(v) => onChange(v as ExtractionDetail)} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="concise">Concise (bullet points)</SelectItem>
          <SelectItem value="detailed">Detailed (full sentences)</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
