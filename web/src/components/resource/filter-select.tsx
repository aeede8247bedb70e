import { useNavigate } from "@tanstack/react-router";
import { useId } from "react";
import { Label } from "@/components/ui/label";

/** A list filter as a select, kept in the URL (`?status=new`); choosing one goes back to page 1. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  allLabel: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        value={value ?? ""}
        onChange={(e) =>
          void navigate({
            to: ".",
            search: (prev: Record<string, unknown>) => ({ ...prev, [name]: e.target.value || undefined, page: undefined }),
            replace: true,
          } as never)
        }
        className="h-10 rounded-md border border-neutral-400 bg-white px-2 text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
