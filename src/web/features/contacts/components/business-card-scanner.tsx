import { CameraIcon, ImageUpIcon, RefreshCwIcon, XIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { PersonListItem } from "#shared/contract/contacts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useProcessBusinessCard } from "#web/features/contacts/api/process-business-card.ts";
import { fetchPersonByEmail, useSaveScannedContact } from "#web/features/contacts/api/save-scanned-contact.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";
import { emptyForm, formFromRecognition, type ScanForm } from "#web/features/contacts/lib/scan-form.ts";
import { ScanReviewPanel } from "#web/features/contacts/components/scan-review-panel.tsx";
import { useCamera } from "#web/features/contacts/hooks/use-camera.ts";
import { cameraLabel, GUIDE_MAX_HEIGHT, GUIDE_MAX_WIDTH } from "#web/features/contacts/lib/camera.ts";
import { photoToJpegDataUrl } from "#web/features/contacts/lib/card-photo.ts";
import { toast } from "#web/lib/toast.ts";

type Stage = "camera" | "processing" | "review";

/**
 * Business Card Scanner (§2, §4, §8): full-screen camera, capture, recognition, review and save. 'Choose a
 * photo' runs the same recognition on a picture (a phone without camera access, or a desktop: `photoOnly`).
 */
export function BusinessCardScanner({
  open,
  onOpenChange,
  photoOnly = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photoOnly?: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>("camera");
  const [image, setImage] = useState<string | null>(null);
  const [form, setForm] = useState<ScanForm>(emptyForm);
  const [reading, setReading] = useState<Pick<CardRecognition, "note" | "warning">>({});
  const [useExisting, setUseExisting] = useState(true);
  const [existing, setExisting] = useState<PersonListItem | null>(null);
  const [nameError, setNameError] = useState<string>();
  const camera = useCamera(videoRef, open && stage === "camera" && !photoOnly);
  const process = useProcessBusinessCard();
  const save = useSaveScannedContact();
  const [checking, setChecking] = useState(false);

  const clear = () => {
    setImage(null);
    setForm(emptyForm);
    setReading({});
    setUseExisting(true);
    setExisting(null);
    setNameError(undefined);
  };
  // Closing clears everything (the camera stops with `active` turning off).
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear only sets state
  useEffect(() => {
    if (!open) {
      clear();
      setStage("camera");
    }
  }, [open]);

  const captureAndProcess = async () => {
    const dataUrl = camera.capture();
    if (!dataUrl) return;
    camera.stop();
    await recognise(dataUrl);
  };

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    const dataUrl = await photoToJpegDataUrl(file);
    if (!dataUrl) {
      toast({
        title: "Processing Error",
        description: "Could not process the business card image",
        variant: "destructive",
      });
      return;
    }
    camera.stop();
    await recognise(dataUrl);
  };

  const recognise = async (dataUrl: string) => {
    setImage(dataUrl);
    setStage("processing");
    try {
      const result = await process.mutateAsync(dataUrl);
      setForm(formFromRecognition(result));
      setReading({ note: result.note, warning: result.warning });
    } catch {
      toast({
        title: "Processing Error",
        description: "Could not process the business card image",
        variant: "destructive",
      });
      setForm(emptyForm);
      setReading({});
    }
    setStage("review");
  };

  const retake = () => {
    clear();
    setStage("camera");
  };

  const doSave = async (updatePersonId: string | null) => {
    try {
      const result = await save.mutateAsync({
        ...form,
        useExistingCompany: useExisting,
        updatePersonId,
      });
      toast({
        title: result.created ? "Contact Created" : "Contact Updated",
        description: result.companyLinked ? "Contact and company information saved" : "Contact information saved",
      });
      onOpenChange(false);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : "Unknown error";
      toast({ title: "Error", description: `Failed to create contact: ${message}`, variant: "destructive" });
    }
  };

  const onSave = async () => {
    if (!form.name.trim()) {
      setNameError("Name is required");
      return;
    }
    setNameError(undefined);
    const email = form.email.trim();
    if (email && !existing) {
      setChecking(true);
      try {
        const found = await fetchPersonByEmail(email);
        if (found) {
          setExisting(found);
          return;
        }
      } catch {
        // Lookup failing should not block saving a new contact.
      } finally {
        setChecking(false);
      }
    }
    await doSave(null);
  };

  const set = (key: keyof ScanForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === "email") setExisting(null);
  };
  const busy = save.isPending || checking;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        onOpenAutoFocus={(e) => e.preventDefault()}
        className="top-0 left-0 flex h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 bg-slate-950 p-0 text-white"
      >
        {stage === "review" ? (
          <ScanReviewPanel
            image={image}
            reading={reading}
            form={form}
            set={set}
            nameError={nameError}
            useExisting={useExisting}
            onUseExisting={setUseExisting}
            existing={existing}
            busy={busy}
            onRetake={retake}
            onSave={() => void onSave()}
            onUpdateExisting={() => existing && void doSave(existing.id)}
            onCreateNew={() => void doSave(null)}
            onClose={() => onOpenChange(false)}
          />
        ) : (
          <>
            <DialogTitle className="sr-only">Scan Business Card</DialogTitle>
            <DialogDescription className="sr-only">
              Hold a business card inside the frame and tap the capture button.
            </DialogDescription>
            <div className="relative flex-1 overflow-hidden">
              <video
                ref={videoRef}
                playsInline
                muted
                autoPlay
                aria-label="Camera preview"
                className="absolute inset-0 size-full object-cover"
              />
              {image && stage === "processing" ? (
                <img src={image} alt="" className="absolute inset-0 size-full object-cover" />
              ) : null}
              {/* Framing guide: at most 350x200 px, card-shaped. */}
              <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6">
                <div
                  data-testid="framing-guide"
                  className="aspect-[7/4] w-full rounded-xl border-2 border-white/90 shadow-[0_0_0_9999px_rgba(2,6,23,0.45)]"
                  style={{ maxWidth: GUIDE_MAX_WIDTH, maxHeight: GUIDE_MAX_HEIGHT }}
                />
              </div>
              <div className="absolute inset-x-0 top-0 flex items-center justify-between gap-2 bg-gradient-to-b from-slate-950/80 to-transparent p-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-white hover:bg-white/15 hover:text-white"
                  onClick={() => onOpenChange(false)}
                  aria-label="Close scanner"
                >
                  <XIcon aria-hidden className="!size-5" />
                </Button>
                {camera.devices.length > 1 ? (
                  <Select value={camera.deviceId} onValueChange={(id) => void camera.switchCamera(id)}>
                    <SelectTrigger
                      className="h-9 w-48 border-white/30 bg-slate-900/70 text-white"
                      aria-label="Select camera"
                    >
                      <SelectValue placeholder="Select camera" />
                    </SelectTrigger>
                    <SelectContent>
                      {camera.devices.map((d) => (
                        <SelectItem key={d.deviceId} value={d.deviceId}>
                          {cameraLabel(d)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : null}
              </div>
              {stage === "processing" ? (
                <Overlay>
                  <Spinner className="size-8 text-white" />
                  <p className="text-base font-medium">Processing...</p>
                </Overlay>
              ) : photoOnly ? (
                <Overlay>
                  <ImageUpIcon aria-hidden className="size-8 text-white/80" />
                  <p className="max-w-xs text-base font-medium">Choose a photo of a business card</p>
                  <Button variant="secondary" onClick={() => photoInput.current?.click()}>
                    <ImageUpIcon aria-hidden /> Choose a photo
                  </Button>
                </Overlay>
              ) : camera.status === "error" ? (
                <Overlay>
                  <CameraIcon aria-hidden className="size-8 text-white/80" />
                  <p role="alert" className="max-w-xs text-base font-medium">
                    {camera.error}
                  </p>
                  <div className="flex flex-wrap justify-center gap-2">
                    <Button variant="secondary" onClick={() => void camera.start()}>
                      <RefreshCwIcon aria-hidden /> Try again
                    </Button>
                    <Button variant="secondary" onClick={() => photoInput.current?.click()}>
                      <ImageUpIcon aria-hidden /> Choose a photo
                    </Button>
                  </div>
                </Overlay>
              ) : camera.status !== "live" ? (
                <Overlay>
                  <Spinner className="size-8 text-white" />
                  <p className="text-sm text-white/80">Starting camera…</p>
                </Overlay>
              ) : (
                <p className="pointer-events-none absolute inset-x-0 bottom-32 text-center text-sm text-white/85">
                  Place the card inside the frame
                </p>
              )}
            </div>
            <div className="relative flex items-center justify-center bg-slate-950 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
              {/* capture: phones offer their camera app as well as the gallery. */}
              <input
                ref={photoInput}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                tabIndex={-1}
                aria-label="Card photo"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  void choosePhoto(file);
                }}
              />
              {photoOnly || camera.status === "error" ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute left-6 text-white hover:bg-white/15 hover:text-white"
                  onClick={() => photoInput.current?.click()}
                  disabled={stage !== "camera"}
                  aria-label="Choose a photo"
                >
                  <ImageUpIcon aria-hidden className="!size-5" />
                </Button>
              )}
              {photoOnly ? null : (
                <button
                  type="button"
                  onClick={() => void captureAndProcess()}
                  disabled={camera.status !== "live" || stage !== "camera"}
                  aria-label="Capture"
                  className="flex size-18 items-center justify-center rounded-full border-4 border-white/90 bg-white/20 transition hover:bg-white/30 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary disabled:opacity-40"
                >
                  <span className="size-13 rounded-full bg-white" />
                </button>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Overlay({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/70 p-6 text-center">
      {children}
    </div>
  );
}
