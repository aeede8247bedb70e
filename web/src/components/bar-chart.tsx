import { useId } from "react";

export interface Bar {
  label: string;
  value: number;
  /** The value as shown (money, a count). */
  display: string;
}

const WIDTH = 640;
const LABEL_WIDTH = 200;
const VALUE_WIDTH = 130;
const ROW = 30;
const BAR = 18;

/**
 * A horizontal bar chart drawn in SVG (no chart library: one dependency less to load and keep), with its figures as
 * a table for screen readers: the picture is hidden from them (aria-hidden) and the table, visually hidden, says the
 * same thing in text (WCAG 1.1.1). The caption names both.
 */
export function BarChart({
  caption,
  labelHeader,
  valueHeader,
  bars,
  testId,
  description,
}: {
  caption: string;
  /** A line under the caption saying what the figures include (read with the figure by screen readers too). */
  description?: string;
  labelHeader: string;
  valueHeader: string;
  bars: Bar[];
  testId?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <figure
      className="grid gap-2"
      aria-labelledby={`${id}-caption`}
      aria-describedby={description ? `${id}-description` : undefined}
      data-testid={testId}
    >
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-neutral-800">
        {caption}
      </figcaption>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-neutral-700">
          {description}
        </p>
      ) : null}
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-2xl"
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((b, i) => {
          const y = i * ROW;
          const w = b.value > 0 ? Math.max(2, (b.value / max) * span) : 0;
          return (
            <g key={b.label} transform={`translate(0 ${y})`}>
              <text x={LABEL_WIDTH - 8} y={ROW / 2} dominantBaseline="middle" textAnchor="end" className="fill-neutral-800 text-[13px]">
                {b.label}
              </text>
              <rect x={LABEL_WIDTH} y={(ROW - BAR) / 2} width={w} height={BAR} rx={3} className="fill-brand-500" />
              <text x={LABEL_WIDTH + w + 6} y={ROW / 2} dominantBaseline="middle" className="fill-neutral-900 text-[13px] tabular-nums">
                {b.display}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
