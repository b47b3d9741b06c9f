import { INVALID_EMAIL_MESSAGE, isValidEmail } from "#shared/rules/contact-fields.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useController, useForm } from "react-hook-form";
import { z } from "zod";
import type { CompanyRef } from "#shared/contract/contacts.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCreatePerson } from "#web/features/contacts/api/create-person.ts";
import { AddressInput } from "#web/features/contacts/components/address-input.tsx";
import { CompanyPicker } from "#web/features/contacts/components/company-picker.tsx";
import { toCustomFieldPayload } from "#web/features/contacts/components/custom-field-inputs.tsx";
import { OptionalMark } from "#web/features/contacts/components/optional-mark.tsx";
import { TagsAndCustomFields } from "#web/features/contacts/components/tags-and-custom-fields.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const notSignedIn = () =>
  toast({
    title: "Authentication Error",
    description: "You must be logged in to add a person.",
    variant: "destructive",
  });

const schema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100, "Keep it under 100 characters"),
  lastName: z.string().trim().min(1, "Last name is required").max(100, "Keep it under 100 characters"),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((v) => v === "" || isValidEmail(v), INVALID_EMAIL_MESSAGE),
  phone: z.string().trim().max(50),
  position: z.string().trim().max(200),
  address: z.string().trim().max(500),
  company: z.custom<CompanyRef | null>(),
  tags: z.array(z.string()),
  customFields: z.record(z.string(), z.string()),
});
type Values = z.infer<typeof schema>;

const empty: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  position: "",
  address: "",
  company: null,
  tags: [],
  customFields: {},
};

/** Add Person side form (§2, §5, §8). `defaultCompany` pre-selects the company (from a company page). */
export function AddPersonSheet({
  open,
  onOpenChange,
  defaultCompany,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultCompany?: CompanyRef | null;
}) {
  const auth = useAuth();
  const create = useCreatePerson();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, company: defaultCompany ?? null },
  });
  const { errors, isSubmitting } = form.formState;
  // Bound directly (not through <Controller>) so FormField's label reaches the control's id.
  const address = useController({ control: form.control, name: "address" });
  const company = useController({ control: form.control, name: "company" });

  const close = (next: boolean) => {
    if (!next) form.reset({ ...empty, company: defaultCompany ?? null });
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!auth.signedIn || !auth.sessionUser) {
      notSignedIn();
      return;
    }
    try {
      await create.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        position: values.position,
        address: values.address,
        companyId: values.company?.id ?? null,
        tags: values.tags,
        customFields: toCustomFieldPayload(values.customFields),
      });
      toast({ title: "Success", description: "Contact added successfully" });
      close(false);
    } catch (e) {
      // A session that ended meanwhile (401) gets the same message as a signed-out visitor (§6).
      if (isApiError(e) && e.status === 401) notSignedIn();
      else toast({ title: "Error", description: "Failed to add contact. Please try again.", variant: "destructive" });
    }
  });

  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent side="right" className="gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>Add Person</SheetTitle>
          <SheetDescription>Add a contact to your CRM.</SheetDescription>
        </SheetHeader>
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <fieldset disabled={isSubmitting} className="grid flex-1 content-start gap-4 overflow-y-auto p-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="First Name" error={errors.firstName?.message} required>
                <Input autoComplete="off" autoFocus {...form.register("firstName")} />
              </FormField>
              <FormField label="Last Name" error={errors.lastName?.message} required>
                <Input autoComplete="off" {...form.register("lastName")} />
              </FormField>
            </div>
            <FormField label={<OptionalMark label="Email" />} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register("email")} />
            </FormField>
            <FormField label={<OptionalMark label="Phone" />} error={errors.phone?.message}>
              <Input type="tel" autoComplete="off" {...form.register("phone")} />
            </FormField>
            <FormField label={<OptionalMark label="Position" />} error={errors.position?.message}>
              <Input autoComplete="off" {...form.register("position")} />
            </FormField>
            <FormField label={<OptionalMark label="Address" />} error={errors.address?.message}>
              <AddressInput value={address.field.value} onChange={address.field.onChange} />
            </FormField>
            <FormField label={<OptionalMark label="Company" />}>
              <CompanyPicker value={company.field.value} onChange={company.field.onChange} />
            </FormField>
            <TagsAndCustomFields control={form.control} entityType="people" open={open} disabled={isSubmitting} />
          </fieldset>
          <div className="flex justify-end gap-2 border-t p-4">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Add Contact
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
