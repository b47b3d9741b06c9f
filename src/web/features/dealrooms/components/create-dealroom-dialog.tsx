import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "#web/app/paths.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
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
import { useCreateDealroom } from "#web/features/dealrooms/api/create-dealroom.ts";
import { toast } from "#web/lib/toast.ts";

/** §2.8 / §5 'Create New Deal Room': name required, submit disabled while blank after trimming. */
export function CreateDealroomDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState("");
  const auth = useAuth();
  const navigate = useNavigate();
  const create = useCreateDealroom();
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || create.isPending) return;
    if (!auth.sessionUser) {
      toast({ title: "Error", description: "User not authenticated", variant: "destructive" });
      return;
    }
    try {
      const room = await create.mutateAsync(trimmed);
      toast({ title: "Success", description: "Deal room created successfully" });
      setName("");
      onOpenChange(false);
      navigate(paths.dealroom(room.id));
    } catch {
      toast({ title: "Error", description: "Failed to create deal room", variant: "destructive" });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setName("");
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Create New Deal Room</DialogTitle>
            <DialogDescription>
              A private workspace for a transaction's documents, parties and signatures.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Name" required>
            <Input
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. 120 Main St — Acquisition"
              maxLength={200}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || create.isPending}>
              {create.isPending ? "Creating..." : "Create Deal Room"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
