import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import type { ResourceDescriptor, ViewOf } from "@innfri/core/resource/define";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { DialogFooterActions, useFieldProps } from "@/components/ui/form";
import { SelectField, TextAreaField } from "@/components/ui/select-field";
import { FormError, TextField } from "@/components/ui/text-field";
import { fieldsOf, toBody, toFormValues, type FieldSpec, type FormValues } from "./form-fields";
import { idOf, useResourceMutation } from "./use-resource";

export interface ResourceFormProps<D extends ResourceDescriptor> {
  descriptor: D;
  /** The item to change; none to create one. */
  item?: ViewOf<D>;
  title: string;
  description?: string;
  submitLabel: string;
  /** A field's label, help text and a choice's label. */
  label: (name: string) => string;
  help?: (name: string) => string | undefined;
  optionLabel?: (name: string, value: string) => string;
  /** Changes to the fields read from the schema (a date field, a decimal keyboard); `hidden` leaves one out. */
  overrides?: Record<string, Partial<FieldSpec> & { hidden?: boolean }>;
  /** The item as the form shows it, when plain text is not right (a rate "12,25"). */
  toForm?: (item: ViewOf<D>) => FormValues;
  onSaved: (saved: ViewOf<D>) => void;
  onCancel: () => void;
}

/** The fields of the create or update form: the descriptor's schema, with the page's overrides. */
export function formFieldsOf(
  descriptor: ResourceDescriptor,
  mode: "create" | "update",
  overrides: ResourceFormProps<ResourceDescriptor>["overrides"] = {},
): FieldSpec[] {
  return fieldsOf(descriptor.schemas[mode], descriptor.fields)
    .filter((f) => !overrides[f.name]?.hidden)
    .map((f) => ({ ...f, ...overrides[f.name] }));
}

/**
 * The create/update form of any resource: react-hook-form validating with the descriptor's own input schema (the
 * API's rules and messages), 422 field errors from the API onto the same fields, Cancel and Save. Used by the
 * dialog (ResourceForm) and by the form page (resource-form-page.tsx); `aside` shows beside the fields what the
 * values give (a template's preview).
 */
export function ResourceFormBody<D extends ResourceDescriptor>({
  descriptor,
  item,
  title,
  submitLabel,
  label,
  help,
  optionLabel,
  overrides,
  toForm,
  onSaved,
  onCancel,
  aside,
}: Omit<ResourceFormProps<D>, "description"> & { aside?: (values: FormValues) => ReactNode }) {
  const mode = item ? "update" : "create";
  const fields = formFieldsOf(descriptor, mode, overrides);
  const schema = z.preprocess((values) => toBody(fields, values as FormValues), descriptor.schemas[mode]);
  const form = useForm<FormValues>({
    // raw: the form keeps what was typed; the body is built again on submit (toBody) and the API parses it.
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    defaultValues: item && toForm ? { ...toFormValues(fields, item), ...toForm(item) } : toFormValues(fields, item),
  });
  const create = useResourceMutation(descriptor, "create", { setError: form.setError as never });
  const update = useResourceMutation(descriptor, "update", { setError: form.setError as never });
  const field = useFieldProps(form, label);
  const onSubmit = form.handleSubmit(async (values) => {
    const body = toBody(fields, values);
    try {
      const saved = item
        ? await update.mutateAsync({ id: idOf(descriptor, item), body })
        : await create.mutateAsync(body);
      onSaved(saved as ViewOf<D>);
    } catch {
      // 422 on the form, other errors as toasts (lib/query-client.ts)
    }
  });
  const { errors, isSubmitting } = form.formState;
  const watched = form.watch();

  const formElement = (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
      <FormError message={errors.root?.server?.message} />
      {fields.map((f) => {
        const common = { required: f.required, description: help?.(f.name) };
        switch (f.kind) {
          case "date":
            return (
              <Controller
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field: c }) => (
                  <DateField {...common} label={label(f.name)} error={errors[f.name]?.message} {...c} />
                )}
              />
            );
          case "checkbox":
            return (
              <Controller
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field: c }) => (
                  <label className="flex items-start gap-2 text-sm">
                    <Checkbox
                      name={c.name}
                      ref={c.ref}
                      checked={c.value === "true"}
                      onChange={(e) => c.onChange(String(e.target.checked))}
                      onBlur={c.onBlur}
                    />
                    <span>
                      {label(f.name)}
                      {common.description ? <span className="block text-neutral-700">{common.description}</span> : null}
                    </span>
                  </label>
                )}
              />
            );
          case "select":
            return (
              <SelectField
                key={f.name}
                required={f.required}
                options={[
                  ...(f.required ? [] : [{ value: "", label: "–" }]),
                  ...(f.options ?? []).map((v) => ({ value: v, label: optionLabel?.(f.name, v) ?? v })),
                ]}
                {...field(f.name)}
              />
            );
          case "textarea":
            return <TextAreaField key={f.name} required={f.required} rows={aside ? 8 : 4} {...field(f.name)} />;
          default:
            return <TextField key={f.name} {...common} autoComplete="off" inputMode={f.inputMode} {...field(f.name)} />;
        }
      })}
      <DialogFooterActions onCancel={onCancel} pending={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
  if (!aside) return formElement;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {formElement}
      <div>{aside(watched)}</div>
    </div>
  );
}

/** The form under a dialog's title and description. */
export function ResourceForm<D extends ResourceDescriptor>({ description, ...props }: ResourceFormProps<D>) {
  return (
    <>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogDescription className={description ? undefined : "sr-only"}>
        {description ?? props.title}
      </DialogDescription>
      <ResourceFormBody {...props} />
    </>
  );
}

/** ResourceForm in a dialog; a fresh form per opening and per item, so it starts from the stored values. */
export function ResourceFormDialog<D extends ResourceDescriptor>({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: Omit<ResourceFormProps<D>, "onCancel"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing (see useFocusReturn). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {open ? (
          <ResourceForm
            key={props.item ? idOf(props.descriptor, props.item) : "new"}
            {...props}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
