import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { chosenSystem } from "@/lib/accounting";
import { handleApiError, isApiError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/use-page-title";
import { completeOAuth } from "../api/accounting";
import { useApplySetting } from "../hooks/use-accounting";
import type { OAuthSearch } from "../search";

type Outcome =
  | { kind: "working" }
  | { kind: "denied" }
  | { kind: "missing" }
  | { kind: "stateInvalid" }
  /** The server's message (in the user's language), or none: our general one. */
  | { kind: "failed"; message?: string };

/** The states already sent: a state is good for one use, so a second render (or React's double effect) sends none. */
const sent = new Set<string>();

/**
 * /integration/oauth: the accounting system sends the browser back here with `code` and `state` (or `error`). The
 * code is handed to the API (POST /integration-settings/oauth), then on to Settings → Integrasjon with «Fiken er
 * koblet til»; a refusal, a link without its parts, or a state the API no longer knows (expired or used) is said
 * plainly, with the way back.
 */
export function OAuthReturnPage({ search }: { search: OAuthSearch }) {
  const { t } = useTranslation();
  usePageTitle("accounting.oauth.title");
  const navigate = useNavigate();
  const apply = useApplySetting();
  const { code, state, error } = search;
  const [outcome, setOutcome] = useState<Outcome>(() =>
    error ? { kind: "denied" } : !code || !state ? { kind: "missing" } : { kind: "working" },
  );
  const latest = useRef({ apply, navigate, t });
  latest.current = { apply, navigate, t };

  useEffect(() => {
    if (error || !code || !state || sent.has(state)) return;
    sent.add(state);
    completeOAuth({ state, code }).then(
      (setting) => {
        const { apply, navigate, t } = latest.current;
        apply(setting);
        const system = chosenSystem(setting);
        const name = system ? t(`ledger.integration.kinds.${system}`) : "";
        toast.success(t("accounting.oauth.connected", { name }), { id: "integration-connected" });
        void navigate({ to: "/customer/settings/$tab", params: { tab: "integration" }, replace: true });
      },
      (err: unknown) => {
        if (isApiError(err) && err.status === 422 && err.errors?.state) {
          setOutcome({ kind: "stateInvalid" });
          return;
        }
        setOutcome({ kind: "failed", message: isApiError(err) && err.status < 500 ? err.message : undefined });
        // sign-outs, refusals and server faults are handled as everywhere else (SPEC 8)
        if (!isApiError(err) || err.status !== 422) handleApiError(err);
      },
    );
  }, [code, state, error]);

  const back = (
    <Link
      to="/customer/settings/$tab"
      params={{ tab: "integration" }}
      className="mt-2 inline-block font-medium underline underline-offset-4"
    >
      {t("accounting.oauth.back")}
    </Link>
  );
  return (
    <Card className="h-fit w-full max-w-lg">
      <CardHeader>
        <CardTitle as="h1">{t("accounting.oauth.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {outcome.kind === "working" ? (
          <Spinner label={t("accounting.oauth.working")} />
        ) : (
          <Alert variant="error">
            <p>
              {outcome.kind === "denied"
                ? error === "access_denied"
                  ? t("accounting.oauth.denied")
                  : t("accounting.oauth.deniedGeneric")
                : outcome.kind === "missing"
                  ? t("accounting.oauth.missing")
                  : outcome.kind === "stateInvalid"
                    ? t("accounting.oauth.stateInvalid")
                    : (outcome.message ?? t("accounting.oauth.failed"))}
            </p>
            {back}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
