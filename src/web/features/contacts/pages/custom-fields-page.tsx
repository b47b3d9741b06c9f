import { zodResolver } from "@hookform/resolvers/zod";
import { ListIcon, PencilIcon, PlusIcon, SlidersHorizontalIcon, Trash2Icon, TypeIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { type CustomFieldEntityType, customFieldEntityTypes } from "#shared/contract/contacts-common.ts";
import { CUSTOM_FIELD_NAME_MESSAGE, type CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import {
  useCreateCustomField,
  useDeleteCustomField,
  useUpdateCustomField,
} from "#web/features/contacts/api/manage-custom-fields.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

const entityLabels: Record<CustomFieldEntityType, string> = {
  people: "People",
  companies: "Companies",
  projects: "Projects",
  tasks: "Tasks",
  properties: "Properties",
};

const schema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Field name is required")
      .max(100, "Keep it under 100 characters")
      .regex(/^[\p{L}\p{N} ]+$/u, CUSTOM_FIELD_NAME_MESSAGE),
    fieldType: z.enum(["text", "dropdown"]),
    options: z.string(),
  })
  .refine((v) => v.fieldType !== "dropdown" || v.options.split("\n").some((o) => o.trim()), {
    path: ["options"],
    message: "Add at least one option",
  });
type Values = z.infer<typeof schema>;

const errorMessage = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** Custom-field definitions per entity type (§3, §5, §8). */
export function CustomFieldsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("type");
  const entityType = (customFieldEntityTypes as readonly string[]).includes(raw ?? "")
    ? (raw as CustomFieldEntityType)
    : "people";
  const invalidType = raw !== null && raw !== entityType;
  const fields = useCustomFields(entityType);
  const [editing, setEditing] = useState<CustomFieldDto | "new" | null>(null);
  const [deleting, setDeleting] = useState<CustomFieldDto | null>(null);
  const remove = useDeleteCustomField();
  const items = fields.data?.items ?? [];

  return (
    <PageContainer className="max-w-3xl">
      <BackLink to={contactPaths.list()} className="mb-4">
        Contacts
      </BackLink>
      <PageHeader
        title="Custom Fields"
        description="Extra fields for your records. Dropdown fields offer a fixed list of options; text fields take anything."
        actions={
          <Button onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden /> Add field
          </Button>
        }
      />
      {invalidType ? (
        <p role="alert" className="mb-4 text-sm font-medium text-destructive">
          Invalid entity type
        </p>
      ) : null}
      <Tabs value={entityType} onValueChange={(v) => setParams({ type: v }, { replace: true })}>
        <TabsList className="mb-4 h-auto flex-wrap">
          {customFieldEntityTypes.map((t) => (
            <TabsTrigger key={t} value={t}>
              {entityLabels[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The active tab's panel (tabs need the panel they control). */}
        <TabsContent value={entityType}>
          {fields.isPending ? (
            <Skeleton className="h-48 rounded-xl" />
          ) : fields.isError ? (
            <EmptyState
              icon={SlidersHorizontalIcon}
              title="Could not load custom fields"
              description={errorMessage(fields.error, "Please refresh the page.")}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={SlidersHorizontalIcon}
              title={`No custom fields for ${entityLabels[entityType].toLowerCase()}`}
              description="Add a field to capture what matters to you, such as lead source or deal stage."
              action={
                <Button onClick={() => setEditing("new")}>
                  <PlusIcon aria-hidden /> Add field
                </Button>
              }
            />
          ) : (
            <Card>
              <ul className="divide-y" aria-label="Custom fields">
                {items.map((field) => (
                  <li key={field.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <div className="grid min-w-0 flex-1 gap-1">
                      <span className="font-medium">{field.name}</span>
                      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                        {field.fieldType === "dropdown" ? (
                          <>
                            <Badge variant="secondary">
                              <ListIcon aria-hidden className="size-3" /> Dropdown
                            </Badge>
                            <span className="truncate">{field.options.join(", ")}</span>
                          </>
                        ) : (
                          <Badge variant="secondary">
                            <TypeIcon aria-hidden className="size-3" /> Text
                          </Badge>
                        )}
                      </span>
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(field)}
                      aria-label={`Edit ${field.name}`}
                    >
                      <PencilIcon aria-hidden /> Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive hover:bg-red-50 hover:text-destructive"
                      onClick={() => setDeleting(field)}
                      aria-label={`Delete ${field.name}`}
                    >
                      <Trash2Icon aria-hidden /> Delete
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </TabsContent>
      </Tabs>
      {editing ? (
        <FieldDialog
          entityType={entityType}
          field={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description="A field can only be deleted while no record holds a value for it."
        confirmLabel="Delete"
        onConfirm={() => {
          const field = deleting;
          setDeleting(null);
          if (!field) return;
          remove.mutate(field.id, {
            onSuccess: () => toast({ title: "Custom field deleted successfully" }),
            onError: (e) =>
              toast({
                title: "Error",
                description: errorMessage(e, "Could not check field usage"),
                variant: "destructive",
              }),
          });
        }}
      />
    </PageContainer>
  );
}

function FieldDialog({
  entityType,
  field,
  onClose,
}: {
  entityType: CustomFieldEntityType;
  field: CustomFieldDto | null;
  onClose: () => void;
}) {
  const create = useCreateCustomField();
  const update = useUpdateCustomField();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: field?.name ?? "",
      fieldType: field?.fieldType ?? "text",
      options: field?.options.join("\n") ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch("fieldType");

  const onSubmit = form.handleSubmit(async (values) => {
    const options = values.options
      .split("\n")
      .map((o) => o.trim())
      .filter(Boolean);
    try {
      if (field) {
        await update.mutateAsync({ id: field.id, body: { name: values.name, fieldType: values.fieldType, options } });
        toast({ title: "Custom field updated successfully" });
      } else {
        await create.mutateAsync({ name: values.name, fieldType: values.fieldType, options, entityType });
        toast({ title: "Custom field added successfully" });
      }
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fields.name) {
        form.setError("name", { message: e.fields.name });
        return;
      }
      toast({
        title: "Error",
        description: errorMessage(e, "Could not save the custom field."),
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {field ? "Edit custom field" : `New custom field for ${entityLabels[entityType].toLowerCase()}`}
            </DialogTitle>
            <DialogDescription>Letters, numbers and spaces only.</DialogDescription>
          </DialogHeader>
          <FormField label="Field name" error={errors.name?.message} required>
            <Input autoFocus autoComplete="off" {...form.register("name")} />
          </FormField>
          <FormField label="Type">
            <Controller
              control={form.control}
              name="fieldType"
              render={({ field: f }) => (
                <Select value={f.value} onValueChange={f.onChange}>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="text">Free text</SelectItem>
                    <SelectItem value="dropdown">Dropdown</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          {type === "dropdown" ? (
            <FormField label="Options" hint="One option per line." error={errors.options?.message} required>
              <Textarea rows={5} {...form.register("options")} />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {field ? "Save" : "Add field"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
