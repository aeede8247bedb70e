import * as React from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "@/i18n";
import { cn } from "@/lib/utils";
import { Input } from "./input";
import { FieldLabel } from "./label";

export interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** A validation key ("validation.required") or a message from the server. */
  error?: string;
  description?: string;
}

/** Label + input + help text + error, wired for screen readers. The input's id and name are the API field name. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  ({ name, id, label, error, description, className, required, ...props }, ref) => {
    useTranslation(); // re-render on language change so translated validation messages follow
    const inputId = id ?? name;
    const descriptionId = description ? `${inputId}-description` : undefined;
    const errorId = error ? `${inputId}-error` : undefined;
    return (
      <div className={cn("grid content-start gap-1.5", className)}>
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
        <Input
          ref={ref}
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
          {...props}
        />
        {description ? (
          <p id={descriptionId} className="text-xs text-neutral-700">
            {description}
          </p>
        ) : null}
        <FieldError id={errorId} message={error} />
      </div>
    );
  },
);
TextField.displayName = "TextField";

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {translateMessage(message)}
    </p>
  );
}

/** The general (non-field) message of a form: a server message or a sign-in failure. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {translateMessage(message)}
    </div>
  );
}
