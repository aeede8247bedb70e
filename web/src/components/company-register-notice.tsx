import { useTranslation } from "react-i18next";
import { t as serverText } from "@innfri/core/i18n/all";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { CompanyRecord } from "@/lib/company-register";

/**
 * What the company register says of a company (issue 21): a heading line and its warnings (bankrupt, being wound up,
 * dissolved, deleted), amber when there are warnings. In the debtor form after a lookup, and before a case starts.
 */
export function CompanyRegisterNotice({ company, heading }: { company: CompanyRecord; heading: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "no";
  return (
    <div
      role="status"
      className={
        company.warnings.length
          ? "rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          : "rounded-md border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-800"
      }
    >
      <p className="font-medium">{heading}</p>
      {company.warnings.length ? (
        <ul className="mt-1 list-disc pl-5">
          {company.warnings.map((w) => (
            <li key={w}>{serverText(lang, w)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** «Hent fra Enhetsregisteret» under an organisation number field (with `useRegisterLookup`'s `lookup`). */
export function RegisterLookupButton({
  pending,
  onClick,
  label,
}: {
  pending: boolean;
  onClick: () => void;
  label: string;
}) {
  return (
    <Button type="button" variant="outline" className="justify-self-start" disabled={pending} onClick={onClick}>
      {pending ? <Spinner /> : null}
      {label}
    </Button>
  );
}
