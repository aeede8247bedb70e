import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { Spinner } from "./spinner";

/**
 * The binding of a form's text fields: `field("name")` gives a TextField its label, its error (the first message of
 * the field, a validation key or the API's text), `readOnly` and react-hook-form's `register`. `label` maps a field
 * name to its label text (usually `t("<namespace>.fields.<name>")`).
 */
export function useFieldProps<V extends FieldValues>(
  form: UseFormReturn<V>,
  label: (name: Path<V>) => string,
  { readOnly }: { readOnly?: boolean } = {},
) {
  const { errors } = form.formState;
  return <N extends Path<V>>(name: N, extra: Record<string, unknown> = {}) => {
    const error = name.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], errors) as
      | { message?: string }
      | undefined;
    return {
      label: label(name),
      error: error?.message,
      readOnly,
      ...extra,
      ...form.register(name),
    };
  };
}

/** The footer of a dialog's form: Cancel, then the submit button with a spinner while it is pending. */
export function DialogFooterActions({
  onCancel,
  pending,
  submitLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}
