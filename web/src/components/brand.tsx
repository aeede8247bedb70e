import { Link } from "@tanstack/react-router";
import { cn } from "@/lib/utils";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-7", className)}>
      <rect width="32" height="32" rx="7" fill="#0f5132" />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The product name as a link home. */
export function Brand({ to = "/", suffix }: { to?: string; suffix?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-neutral-900"
    >
      <BrandMark />
      <span>Innfri</span>
      {suffix ? (
        <span className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-medium uppercase tracking-wide text-neutral-700">
          {suffix}
        </span>
      ) : null}
    </Link>
  );
}
