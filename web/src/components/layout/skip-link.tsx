import { useTranslation } from "react-i18next";

export const MAIN_ID = "main";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t("app.skipToContent")}
    </a>
  );
}
