import { Link } from "@tanstack/react-router";
import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A page heading with its intro and actions, as the other pages have it. */
export function PageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {intro ? <p className="text-sm text-neutral-700">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A titled panel of a page (a setting, an action with its explanation): a region named by its heading. */
export function PanelSection({
  id,
  heading,
  intro,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {intro ? <p className="text-sm text-neutral-700">{intro}</p> : null}
      {children}
    </section>
  );
}

export interface TabLink {
  id: string;
  label: string;
  selected: boolean;
  /** Where the tab goes: a path (and search) the router understands. */
  to: string;
  params?: Record<string, string | undefined>;
  search?: Record<string, unknown>;
}

/** Tabs that are links (each tab is a URL), in a tablist: arrow keys move between them, Enter opens one. */
export function LinkTabs({ label, tabs, panelId }: { label: string; tabs: TabLink[]; panelId: string }) {
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[e.key];
    if (!step) return;
    e.preventDefault();
    const links = Array.from(
      e.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? [],
    );
    links[(links.indexOf(e.currentTarget) + step + links.length) % links.length]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex min-w-0 gap-1 overflow-x-auto border-b border-neutral-200">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          id={`tab-${tab.id}`}
          role="tab"
          aria-selected={tab.selected}
          aria-controls={tab.selected ? panelId : undefined}
          to={tab.to as never}
          params={tab.params as never}
          search={tab.search as never}
          onKeyDown={onKeyDown}
          className={cn(
            "inline-flex h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-neutral-800 hover:text-neutral-950",
            tab.selected && "border-brand-700 text-brand-800",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}
