import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/api-client";

/** Toasts top-right for 2.5 s (SPEC section 8/9). Warnings are orange, errors red, both with dark text. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-md !border !shadow-lg !text-sm !font-sans",
          warning: "!border-orange-600 !bg-orange-400 !text-neutral-950",
          error: "!border-red-300 !bg-red-50 !text-red-900",
          success: "!border-brand-200 !bg-brand-50 !text-brand-900",
          info: "!border-neutral-200 !bg-white !text-neutral-900",
          closeButton: "!bg-white !text-neutral-900 !border-neutral-300",
        },
      }}
    />
  );
}
