import { useTranslation } from "react-i18next";
import { LANGUAGES, setLanguage, type Language } from "@/i18n";
import { cn } from "@/lib/utils";

/** Norsk / English. The choice is kept in localStorage and sets <html lang>. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={cn("inline-flex rounded-md border border-neutral-300 bg-white p-0.5 text-sm", className)}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          onClick={() => void setLanguage(lng)}
          className={cn(
            "rounded px-2.5 py-1 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
            active === lng ? "bg-brand-700 text-white" : "text-neutral-800 hover:bg-neutral-100",
          )}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}
