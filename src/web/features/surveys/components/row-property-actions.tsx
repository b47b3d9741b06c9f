// A survey row's photos and floor plan live on its property (decision 0049). A typed-in row offers 'Save to my
// properties' (confirmed: it creates a record); a linked row uploads a photo or a floor plan to its property.
// Properties belong to the docanalysis feature: without it the button stays visible, disabled, with the reason.
import { useQueryClient } from "@tanstack/react-query";
import { BuildingIcon, ExternalLinkIcon, FileImageIcon, ImagePlusIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { FileKind } from "#shared/contract/properties-parts.ts";
import { SAVE_ROW_NEEDS_PROPERTIES, type SurveyRowDto } from "#shared/contract/surveys.ts";
import { hasFeature } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { propertyFileAccept, useSendPropertyFile } from "#web/features/properties/api/files.ts";
import { surveyKeys } from "#web/features/surveys/api/keys.ts";
import { useSaveRowProperty } from "#web/features/surveys/api/rows.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function RowPropertyActions({ surveyId, row }: { surveyId: string; row: SurveyRowDto }) {
  const { subscription } = useAuth();
  const canUseProperties = !!subscription && hasFeature(subscription, "docanalysis");
  return (
    <div className="grid gap-2">
      {row.propertyId ? (
        <LinkedRowFiles surveyId={surveyId} row={row} propertyId={row.propertyId} canUpload={canUseProperties} />
      ) : (
        <SaveRowToProperties surveyId={surveyId} row={row} allowed={canUseProperties} />
      )}
    </div>
  );
}

function SaveRowToProperties({ surveyId, row, allowed }: { surveyId: string; row: SurveyRowDto; allowed: boolean }) {
  const save = useSaveRowProperty(surveyId);
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={!allowed || save.isPending}
        aria-describedby={hintId}
        aria-label={`Save ${row.name} to my properties`}
        onClick={() => setConfirming(true)}
      >
        <BuildingIcon aria-hidden /> Save to my properties
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        {allowed ? "Save this row to your properties to add photos and a floor plan." : SAVE_ROW_NEEDS_PROPERTIES}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive={false}
        title={`Save ${row.name} to your properties?`}
        description="A property is created from this row's name and address (under the building already at that address when it has units), and the row is linked to it. Its photos and floor plan then show here, on the public link and in the tour book."
        confirmLabel="Save to my properties"
        // The promise, not mutate's callbacks: the saved row re-renders as linked and unmounts this component,
        // and TanStack Query skips the callbacks of an unmounted caller (the toast was lost now and then).
        onConfirm={() =>
          save.mutateAsync(row.id).then(
            () => toast({ title: "Saved to your properties" }),
            (err: unknown) =>
              toast({
                title: isApiError(err) ? err.message : "Could not save to your properties",
                variant: "destructive",
              }),
          )
        }
      />
    </div>
  );
}

function LinkedRowFiles({
  surveyId,
  row,
  propertyId,
  canUpload,
}: {
  surveyId: string;
  row: SurveyRowDto;
  propertyId: string;
  canUpload: boolean;
}) {
  const qc = useQueryClient();
  // The row's images are read with the survey: refresh it once the property has the new file.
  const { send, progress, isPending } = useSendPropertyFile(propertyId, () => {
    void qc.invalidateQueries({ queryKey: surveyKeys.detail(surveyId) });
  });
  const inputs = useRef<Partial<Record<FileKind, HTMLInputElement | null>>>({});
  const picker = (kind: "photo" | "floorplan", label: string) => (
    <>
      <input
        ref={(el) => {
          inputs.current[kind] = el;
        }}
        type="file"
        accept={propertyFileAccept[kind]}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Upload ${label.toLowerCase()} for ${row.name}`}
        onChange={(e) => {
          send(kind, e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <Button size="sm" variant="outline" disabled={isPending} onClick={() => inputs.current[kind]?.click()}>
        <ImagePlusIcon aria-hidden /> Add {label.toLowerCase()}
      </Button>
    </>
  );
  return (
    <>
      {progress !== null ? <Progress value={progress} aria-label="Upload progress" /> : null}
      <div className="flex flex-wrap items-center gap-2">
        {canUpload ? (
          <>
            {picker("photo", "Photo")}
            {picker("floorplan", "Floor plan")}
          </>
        ) : null}
        {row.floorplanUrl ? (
          <Button asChild size="sm" variant="ghost">
            <a href={row.floorplanUrl} target="_blank" rel="noopener noreferrer">
              <FileImageIcon aria-hidden /> Floor plan
            </a>
          </Button>
        ) : null}
        {canUpload ? (
          <Button asChild size="sm" variant="ghost">
            <Link to={paths.properties(propertyId)}>
              <ExternalLinkIcon aria-hidden /> Open property
            </Link>
          </Button>
        ) : null}
      </div>
    </>
  );
}
