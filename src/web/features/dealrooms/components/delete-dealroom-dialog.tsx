import { AlertTriangleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useDeleteDealroom } from "#web/features/dealrooms/api/delete-dealroom.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** §4.5 two-step deletion: Cancel / Continue, then the warning with Back / Delete ('Deleting...'). */
export function DeleteDealroomDialog({
  room,
  onOpenChange,
  onDeleted,
}: {
  room: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** The room's own page leaves (the room is gone); the list stays as it is, search and page included. */
  onDeleted?: () => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const remove = useDeleteDealroom();
  useEffect(() => {
    if (room) setStep(1);
  }, [room]);

  const confirm = async () => {
    if (!room?.id) {
      toast({ title: "Error", description: "No deal room ID provided", variant: "destructive" });
      return;
    }
    try {
      await remove.mutateAsync(room.id);
      toast({ title: "Deal Room Deleted", description: "Deal room and all associated data successfully deleted" });
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      const denied = isApiError(error) && (error.status === 403 || error.status === 404);
      toast({
        title: "Error",
        description: denied
          ? "Failed to delete deal room. Please check if you have the necessary permissions."
          : "Failed to delete deal room. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <AlertDialog open={!!room} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        {step === 1 ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete Deal Room</AlertDialogTitle>
              <AlertDialogDescription>
                Do you want to delete <span className="font-medium text-foreground">{room?.name}</span>?
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => setStep(2)}>
                Continue
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle className="flex items-center gap-2">
                <AlertTriangleIcon aria-hidden className="size-5 text-destructive" />
                Are you absolutely sure?
              </AlertDialogTitle>
              <AlertDialogDescription>
                This action cannot be undone. The deal room, its documents, folders, share links, members and activity
                log will be permanently deleted.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <Button variant="outline" onClick={() => setStep(1)} disabled={remove.isPending}>
                Back
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete"}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
