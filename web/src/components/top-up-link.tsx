import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/**
 * «Kjøp flere» / «Buy more»: the way from a refusal for want of cases, sends or credit checks (or a used-up
 * allowance) to the page that sells more (issue 19; `to` is the API's `details.topUp`, else core's TOP_UP_PATH).
 */
export function TopUpLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to as never} className="font-medium underline">
      {t("metering.buyMore")}
    </Link>
  );
}
