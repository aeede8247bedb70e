// The dashboard's bar chart of outstanding amounts by days overdue. Loaded lazily (React.lazy in
// ledger-figures.tsx): recharts stays out of the initial bundle. A picture of the table beside it, hidden from
// screen readers (aria-hidden), so without recharts' keyboard layer: nothing in it may take focus (axe).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format";

const kroner = new Intl.NumberFormat("no-NO", { maximumFractionDigits: 0 });

/** A tick label as at most two lines, split at its first space ("Ikke forfalt" → "Ikke", "forfalt"). */
export const tickLines = (label: string): string[] => {
  const at = label.indexOf(" ");
  return at < 0 ? [label] : [label.slice(0, at), label.slice(at + 1)];
};

/** Below this many pixels a tick (a phone: six in about 38 px each) the labels are tilted, one line each. */
export const MIN_TICK_SLOT = 48;

/** How a tick label is set in `slot` pixels: upright in at most two lines, or tilted on one where they would touch. */
export const tickLayout = (label: string, slot: number) =>
  slot < MIN_TICK_SLOT ? { tilt: true, lines: [label] } : { tilt: false, lines: tickLines(label) };

/**
 * The x-axis tick (usability-review-2 C15: the labels overlapped). The labels are short ("1–14", the axis named
 * "Dager forfalt" below); with room (half of a 1366 px page) a label of two words goes on two lines, on a narrow
 * screen every label is tilted, so none touches the next.
 */
export function AxisTick({
  x = 0,
  y = 0,
  payload,
  width,
  visibleTicksCount,
}: {
  x?: number;
  y?: number;
  payload?: { value: string };
  /** The axis' width and its ticks (recharts passes both): the room one label has. */
  width?: number;
  visibleTicksCount?: number;
}) {
  const slot = width && visibleTicksCount ? width / visibleTicksCount : Infinity;
  const { tilt, lines } = tickLayout(payload?.value ?? "", slot);
  return (
    <text
      x={x}
      y={y + 4}
      textAnchor={tilt ? "end" : "middle"}
      transform={tilt ? `rotate(-40 ${x} ${y + 4})` : undefined}
      fontSize={12}
      fill="#404040"
    >
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? "0.71em" : "1.15em"}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export default function OverdueChart({
  data,
  axisLabel,
}: {
  data: { label: string; amountOre: number }[];
  /** The x-axis' name (the days overdue): the ticks say only the span. */
  axisLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 20, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e5e5" />
        <XAxis
          dataKey="label"
          tick={<AxisTick />}
          interval={0}
          height={56}
          label={{ value: axisLabel, position: "insideBottom", offset: -16, fontSize: 12, fill: "#404040" }}
        />
        <YAxis
          tickFormatter={(ore: number) => kroner.format(ore / 100)}
          tick={{ fontSize: 12, fill: "#404040" }}
          width={72}
        />
        <Tooltip formatter={(ore) => formatMoney(Number(ore))} cursor={{ fill: "#f5f5f5" }} />
        <Bar dataKey="amountOre" fill="#1f7a4c" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
