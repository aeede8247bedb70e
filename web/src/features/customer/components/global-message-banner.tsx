import { useQuery } from "@tanstack/react-query";
import { CircleAlert, Info, TriangleAlert, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CurrentGlobalMessage } from "@innfri/core/support/global-message.schema";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { currentMessagesQuery, useDismissMessage } from "../api/support";

const STYLE = {
  info: { icon: Info, className: "border-sky-300 bg-sky-50 text-sky-950" },
  warning: { icon: TriangleAlert, className: "border-amber-300 bg-amber-50 text-amber-950" },
  critical: { icon: CircleAlert, className: "border-red-300 bg-red-50 text-red-950" },
} as const;

/**
 * The global messages in force for the signed-in user (from Innfri's admins), above the page: one banner each,
 * in the user's language, each hidden for good with its close button.
 */
export function GlobalMessageBanners({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const messages = useQuery(currentMessagesQuery(i18n.language, customerId));
  const dismiss = useDismissMessage();
  if (!messages.data?.length) return null;
  return (
    <section aria-label={t("resources.banner.label")} className="mb-6 grid gap-2">
      {messages.data.map((m: CurrentGlobalMessage) => {
        const style = STYLE[m.severity];
        return (
          <div
            key={m.id}
            role={m.severity === "critical" ? "alert" : "status"}
            className={cn("flex items-start gap-3 rounded-lg border px-4 py-3 text-sm", style.className)}
          >
            <style.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="flex-1 whitespace-pre-line">{m.text}</p>
            <Button
              variant="ghost"
              size="icon"
              className="-my-1 size-8 shrink-0"
              aria-label={t("resources.banner.dismiss")}
              disabled={dismiss.isPending}
              onClick={() => dismiss.mutate(m.id)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      })}
    </section>
  );
}
