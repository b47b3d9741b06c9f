import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useRenameDealroom } from "#web/features/dealrooms/api/update-dealroom.ts";
import { toast } from "#web/lib/toast.ts";

/** §5 'Rename Deal Room': trimmed, required and different from the current name, else submit is disabled. */
export function RenameDealroomDialog({
  room,
  onOpenChange,
  variant = "list",
}: {
  room: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** list: §8 'Dealroom Renamed' toasts; room: the workspace's 'Deal room updated successfully'. */
  variant?: "list" | "room";
}) {
  const [name, setName] = useState(room?.name ?? "");
  const rename = useRenameDealroom();
  useEffect(() => setName(room?.name ?? ""), [room]);
  const trimmed = name.trim();
  const canSubmit = !!trimmed && trimmed !== room?.name && !rename.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (!room?.id) {
      toast({ title: "Error", description: "No deal room ID provided", variant: "destructive" });
      return;
    }
    try {
      await rename.mutateAsync({ id: room.id, name: trimmed });
      if (variant === "list") toast({ title: "Dealroom Renamed", description: `Renamed to "${trimmed}"` });
      else toast({ title: "Success", description: "Deal room updated successfully" });
      onOpenChange(false);
    } catch {
      toast({
        title: "Error",
        description: variant === "list" ? "Failed to rename dealroom. Please try again." : "Failed to update deal room",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={!!room} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Rename Deal Room</DialogTitle>
            <DialogDescription>Everyone with access sees the new name.</DialogDescription>
          </DialogHeader>
          <FormField label="Name" required>
            <Input autoFocus value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {rename.isPending ? "Saving..." : "Rename"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
