import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { FieldLabel } from "@/components/ui/label";
import { FieldError } from "@/components/ui/text-field";
import { cn } from "@/lib/utils";
import { debtorListQuery } from "../api/debtors";
import type { DebtorView as Debtor } from "@innfri/core/ledger/ledger-views.schema";
import { useLedgerAccess } from "../hooks/use-ledger-access";

export interface PickedDebtor {
  debtorId: string;
  name: string;
  customerNumber: string;
}

/**
 * A combobox that finds a debtor by name (prefix) or customer number (digits) as the user types
 * (GET /debtors?search= or ?customerNumber=). Arrow keys move through the hits, Enter picks, Escape closes.
 */
export function DebtorPicker({
  id,
  label,
  value,
  onChange,
  error,
  required,
}: {
  id: string;
  label: string;
  value: PickedDebtor | null;
  onChange: (debtor: PickedDebtor | null) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const listId = useId();
  const [text, setText] = useState(value ? `${value.name} (${value.customerNumber})` : "");
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  // the list closes a moment after the field loses focus (a click on an option lands first); never after unmount
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const byNumber = /^\d+$/.test(term);
  const hits = useQuery({
    ...debtorListQuery(customerId, {
      rowsPerPage: 10,
      ...(byNumber ? { customerNumber: term } : { search: term }),
    }),
    enabled: open && !!customerId && term.length > 0,
    placeholderData: keepPreviousData,
  });
  const options: Debtor[] = open && term ? (hits.data?.data ?? []) : [];
  const pick = (d: Debtor) => {
    const picked = { debtorId: d.debtorId, name: d.name, customerNumber: d.customerNumber };
    onChange(picked);
    setText(`${d.name} (${d.customerNumber})`);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter" && open && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };
  const errorId = error ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const expanded = open && term.length > 0;
  return (
    <div className="relative grid gap-1.5">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Input
        id={id}
        name={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onFocus={() => text && !value && setOpen(true)}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="text-xs text-neutral-700">
        {t("ledger.debtorPicker.hint")}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-[4.25rem] z-50 max-h-60 w-full overflow-y-auto rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
      >
        {options.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-2 py-2 text-sm text-neutral-700">
            {hits.isFetching ? t("app.loading") : t("ledger.debtorPicker.none")}
          </li>
        ) : (
          options.map((d, i) => (
            <li
              key={d.debtorId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn("cursor-pointer rounded-sm px-2 py-2 text-sm", i === active && "bg-neutral-100")}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(d);
              }}
            >
              {d.name} <span className="text-neutral-700">({d.customerNumber})</span>
            </li>
          ))
        )}
      </ul>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
