import { CalendarDays } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { isoToLocalDate, localDateToIso, parseDateInput } from "@/lib/date-input";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { Input } from "./input";
import { FieldLabel } from "./label";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";
import { Spinner } from "./spinner";
import { FieldError } from "./text-field";

// The calendar (react-day-picker, date-fns locales) loads when it is first opened, not with the page.
const Calendar = React.lazy(() => import("./calendar"));

export interface DateFieldProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "type" | "min" | "max"
> {
  name: string;
  label: string;
  /** `YYYY-MM-DD`, "" when empty; while the text typed is not a date, that text itself. */
  value: string | undefined;
  /** Gets `YYYY-MM-DD` for a date, "" for an empty field, and the text as typed when it is no date (so the
   * form's schema refuses it with its message). */
  onChange: (value: string) => void;
  /** A validation key ("validation.date") or a message from the server. */
  error?: string;
  description?: string;
  /** The first and last day the calendar offers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/** What the field shows for a value: `DD.MM.YYYY` for a date, any other text as it is. */
const shown = (value: string | undefined) =>
  value && parseDateInput(value) === value ? formatDate(value) : (value ?? "");

/**
 * A date in the app's own format, whatever the browser's locale: typed as dd.mm.åååå, or picked from a calendar
 * (Monday first, in the app's language). Label, help, format hint and error are wired like TextField's; the input's
 * id and name are the API field name. Controlled: use it with react-hook-form's Controller, or with state/URL.
 */
export const DateField = React.forwardRef<HTMLInputElement, DateFieldProps>(
  (
    {
      name,
      id,
      label,
      value,
      onChange,
      onBlur,
      error,
      description,
      min,
      max,
      className,
      required,
      readOnly,
      disabled,
      ...props
    },
    ref,
  ) => {
    const { t } = useTranslation();
    const inputId = id ?? name;
    const formatId = `${inputId}-format`;
    const labelId = `${inputId}-label`;
    const descriptionId = description ? `${inputId}-description` : undefined;
    const errorId = error ? `${inputId}-error` : undefined;
    const [text, setText] = React.useState(() => shown(value));
    const [open, setOpen] = React.useState(false);
    // a value set from outside (a reset, the URL, the calendar) replaces the text; one that came from the text does not
    React.useEffect(() => {
      setText((current) => (parseDateInput(current) === (value ?? "") || current === value ? current : shown(value)));
    }, [value]);
    const selected = isoToLocalDate(parseDateInput(text) ?? undefined);
    return (
      <div className={cn("grid content-start gap-1.5", className)}>
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
        <div className="relative">
          <Input
            ref={ref}
            id={inputId}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("dateField.placeholder")}
            value={text}
            readOnly={readOnly}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={[formatId, descriptionId, errorId].filter(Boolean).join(" ")}
            className="pr-11"
            onChange={(e) => {
              setText(e.target.value);
              const iso = parseDateInput(e.target.value);
              onChange(iso ?? e.target.value);
            }}
            onBlur={(e) => {
              const iso = parseDateInput(text);
              if (iso) setText(formatDate(iso));
              onBlur?.(e);
            }}
            {...props}
          />
          {readOnly || disabled ? null : (
            <Popover open={open} onOpenChange={setOpen}>
              <PopoverTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute top-0 right-0 rounded-l-none"
                  aria-label={t("dateField.open")}
                  aria-describedby={labelId}
                >
                  <CalendarDays aria-hidden="true" />
                </Button>
              </PopoverTrigger>
              <PopoverContent aria-label={t("dateField.calendar", { label })} role="dialog">
                <React.Suspense
                  fallback={
                    <p className="flex items-center gap-2 p-2 text-sm">
                      <Spinner /> {t("dateField.loading")}
                    </p>
                  }
                >
                  <Calendar
                    selected={selected}
                    min={min}
                    max={max}
                    onSelect={(date) => {
                      const iso = localDateToIso(date);
                      setText(formatDate(iso));
                      onChange(iso);
                      setOpen(false);
                    }}
                  />
                </React.Suspense>
              </PopoverContent>
            </Popover>
          )}
        </div>
        <span id={labelId} hidden>
          {label}
        </span>
        <span id={formatId} className="sr-only">
          {t("dateField.format")}
        </span>
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
DateField.displayName = "DateField";
