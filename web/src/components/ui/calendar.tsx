import { DayPicker } from "react-day-picker";
import { enGB, nb } from "react-day-picker/locale";
import { useTranslation } from "react-i18next";
import { isoToLocalDate } from "@/lib/date-input";
import "react-day-picker/style.css";
import "./calendar.css";

/**
 * The month grid of DateField (react-day-picker, as shadcn's Calendar): the app's language (date-fns `nb` or
 * `enGB`), Monday first, month and year to choose from lists. Keyboard: arrows move by day and week, Page Up/Down
 * by month, Home/End to the week's ends, Enter picks, Escape closes. Loaded lazily by DateField.
 */
export default function Calendar({
  selected,
  min,
  max,
  onSelect,
}: {
  selected: Date | undefined;
  min?: string;
  max?: string;
  onSelect: (date: Date) => void;
}) {
  const { i18n } = useTranslation();
  const first = isoToLocalDate(min);
  const last = isoToLocalDate(max);
  const today = new Date();
  const fallback = last && last < today ? last : first && first > today ? first : today;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={i18n.language === "en" ? enGB : nb}
      weekStartsOn={1}
      captionLayout="dropdown"
      selected={selected}
      defaultMonth={selected ?? fallback}
      startMonth={first ?? new Date(1900, 0)}
      endMonth={last ?? new Date(today.getFullYear() + 10, 11)}
      disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
      onSelect={(date) => {
        if (date) onSelect(date);
      }}
    />
  );
}
