import { useEffect } from "react";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

export const PRODUCT_NAME = "Innfri";

export function pageTitle(title?: string) {
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME;
}

/** Sets document.title to "Innfri | <title>", translated and kept in step with the language. */
export function usePageTitle(key: ParseKeys, suffix?: string) {
  const { t, i18n } = useTranslation();
  const title = String(t(key));
  useEffect(() => {
    document.title = pageTitle(suffix ? `${title} ${suffix}` : title);
  }, [title, suffix, i18n.language]);
}
