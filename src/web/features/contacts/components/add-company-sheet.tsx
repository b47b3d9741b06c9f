import { zodResolver } from "@hookform/resolvers/zod";
import { useController, useForm } from "react-hook-form";
import { z } from "zod";
import { useAuth } from "#web/app/auth-provider.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCreateCompany } from "#web/features/contacts/api/create-company.ts";
import { AddressInput } from "#web/features/contacts/components/address-input.tsx";
import { toCustomFieldPayload } from "#web/features/contacts/components/custom-field-inputs.tsx";
import { OptionalMark } from "#web/features/contacts/components/optional-mark.tsx";
import { TagsAndCustomFields } from "#web/features/contacts/components/tags-and-custom-fields.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const notSignedIn = () =>
  toast({
    title: "Authentication Error",
    description: "You must be logged in to add a company.",
    variant: "destructive",
  });

const schema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Keep it under 200 characters"),
  website: z.string().trim().max(500),
  phone: z.string().trim().max(50),
  address: z.string().trim().max(1000),
  tags: z.array(z.string()),
  customFields: z.record(z.string(), z.string()),
});
type Values = z.infer<typeof schema>;
const empty: Values = { name: "", website: "", phone: "", address: "", tags: [], customFields: {} };

/** Add Company side form (§2, §5, §8). */
export function AddCompanySheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const auth = useAuth();
  const create = useCreateCompany();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  // Bound directly (not through <Controller>) so FormField's label reaches the control's id.
  const address = useController({ control: form.control, name: "address" });

  const close = (next: boolean) => {
    if (!next) form.reset(empty);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!auth.signedIn || !auth.sessionUser) {
      notSignedIn();
      return;
    }
    try {
      await create.mutateAsync({ ...values, customFields: toCustomFieldPayload(values.customFields) });
      toast({ title: "Success", description: "Company added successfully" });
      close(false);
    } catch (e) {
      // A session that ended meanwhile (401) gets the same message as a signed-out visitor (§6).
      if (isApiError(e) && e.status === 401) notSignedIn();
      else toast({ title: "Error", description: "Failed to add company. Please try again.", variant: "destructive" });
    }
  });

  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent side="right" className="gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>Add Company</SheetTitle>
          <SheetDescription>Add a company to your CRM.</SheetDescription>
        </SheetHeader>
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <fieldset disabled={isSubmitting} className="grid flex-1 content-start gap-4 overflow-y-auto p-4">
            <FormField label="Name" error={errors.name?.message} required>
              <Input autoComplete="off" autoFocus {...form.register("name")} />
            </FormField>
            <FormField label={<OptionalMark label="Website" />} error={errors.website?.message}>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="off"
                {...form.register("website")}
              />
            </FormField>
            <FormField label={<OptionalMark label="Phone" />} error={errors.phone?.message}>
              <Input type="tel" autoComplete="off" {...form.register("phone")} />
            </FormField>
            <FormField label={<OptionalMark label="Address" />} error={errors.address?.message}>
              <AddressInput multiline value={address.field.value} onChange={address.field.onChange} />
            </FormField>
            <TagsAndCustomFields
              control={form.control}
              entityType="companies"
              open={open}
              disabled={isSubmitting}
              customFieldsOptional
            />
          </fieldset>
          <div className="flex justify-end gap-2 border-t p-4">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Create Company
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
