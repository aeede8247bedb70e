import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/brand";
import { LanguageSwitch } from "@/components/language-switch";
import { MAIN_ID } from "./skip-link";

/** Pages before sign-in: product name, language switch, the page centred. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand />
          <LanguageSwitch />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 justify-center px-4 py-10 outline-none sm:py-16">
        {children}
      </main>
      <footer className="border-t border-neutral-200 bg-white py-4 text-center text-xs text-neutral-700">
        Innfri · {t("app.tagline")}
      </footer>
    </div>
  );
}
