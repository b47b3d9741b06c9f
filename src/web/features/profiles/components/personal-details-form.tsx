import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import type { ProfileDto } from "#shared/contract/profiles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { DEFAULT_COUNTRY, useDetectedCountry } from "#web/features/profiles/api/detect-country.ts";
import { useUpdateProfile } from "#web/features/profiles/api/update-profile.ts";
import { countries } from "#web/features/profiles/countries.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const schema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100, "Keep it under 100 characters"),
  lastName: z.string().trim().min(1, "Last name is required").max(100, "Keep it under 100 characters"),
  phone: z.string().trim().max(50, "Keep it under 50 characters"),
  position: z.string().trim().max(120, "Keep it under 120 characters"),
  company: z.string().trim().max(200, "Keep it under 200 characters"),
  country: z.string().regex(/^[A-Z]{2}$/, "Choose a country"),
});
type Values = z.infer<typeof schema>;

export function PersonalDetailsForm({ profile }: { profile: ProfileDto }) {
  const detected = useDetectedCountry({ enabled: !profile.country });
  const update = useUpdateProfile();
  const list = useMemo(countries, []);
  const country = profile.country ?? detected.data ?? DEFAULT_COUNTRY;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? "",
      position: profile.position ?? "",
      company: profile.company ?? "",
      country,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.reset(values);
      toast({ title: "Profile updated", description: "Your details have been saved." });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) {
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof Values, { message });
        return;
      }
      toast({ title: "Could not save your profile", description: "Please try again.", variant: "destructive" });
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Personal details</CardTitle>
          <CardDescription>Shown on your contact card and to the people you share deal rooms with.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" placeholder="+1 555 010 0100" {...form.register("phone")} />
          </FormField>
          <FormField label="Position" error={errors.position?.message}>
            <Input autoComplete="organization-title" placeholder="Senior Associate" {...form.register("position")} />
          </FormField>
          <FormField label="Company" error={errors.company?.message}>
            <Input autoComplete="organization" placeholder="Acme Realty" {...form.register("company")} />
          </FormField>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              // The Select root renders no element: the field wires its label to the trigger button.
              <Select value={field.value} onValueChange={field.onChange}>
                <FormField label="Country" error={errors.country?.message}>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose a country" />
                  </SelectTrigger>
                </FormField>
                <SelectContent>
                  {list.map((c) => (
                    <SelectItem key={c.code} value={c.code}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="button" variant="ghost" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
            Save changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
