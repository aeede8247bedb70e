import * as React from "react";
import { cn } from "@/lib/utils";

/** A native checkbox (robust for forms, keyboards and end-to-end tests), styled in the brand colour. */
export const Checkbox = React.forwardRef<HTMLInputElement, Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">>(
  ({ className, ...props }, ref) => (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        "mt-0.5 size-4 shrink-0 cursor-pointer rounded border-neutral-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
      {...props}
    />
  ),
);
Checkbox.displayName = "Checkbox";
