import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export const SEARCH_DEBOUNCE_MS = 350;

/** A list's search field: typing searches after a short pause (the search lands in the URL), Enter at once. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value || undefined)) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>{label}</Label>
        <Input
          id={`${id}-search`}
          name="search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-64 max-w-full"
        />
      </div>
      <Button type="submit" variant="outline" size="icon" aria-label={t("table.search")}>
        <Search aria-hidden="true" />
      </Button>
    </form>
  );
}
