import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { FieldLabel, Label } from "./label";
import { FieldError } from "./text-field";

export interface SelectFieldProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  error?: string;
  options: { value: string; label: string }[];
}

/** Label + native select + error (native: keyboard and mobile friendly). id and name are the API field name. */
export const SelectField = React.forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ name, id, label, error, options, className, required, ...props }, ref) => {
    useTranslation();
    const selectId = id ?? name;
    const errorId = error ? `${selectId}-error` : undefined;
    return (
      <div className={cn("grid content-start gap-1.5", className)}>
        <FieldLabel htmlFor={selectId} required={required}>
          {label}
        </FieldLabel>
        <select
          ref={ref}
          id={selectId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={errorId}
          className="h-10 w-full rounded-md border border-neutral-400 bg-white px-3 text-base text-neutral-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700 sm:text-sm"
          {...props}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId} message={error} />
      </div>
    );
  },
);
SelectField.displayName = "SelectField";

export interface TextAreaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  error?: string;
}

export const TextAreaField = React.forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  ({ name, id, label, error, className, ...props }, ref) => {
    useTranslation();
    const areaId = id ?? name;
    const errorId = error ? `${areaId}-error` : undefined;
    return (
      <div className={cn("grid content-start gap-1.5", className)}>
        <Label htmlFor={areaId}>{label}</Label>
        <textarea
          ref={ref}
          id={areaId}
          name={name}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700 sm:text-sm"
          {...props}
        />
        <FieldError id={errorId} message={error} />
      </div>
    );
  },
);
TextAreaField.displayName = "TextAreaField";
