// The dashboard's bar chart of outstanding amounts by days overdue. Loaded lazily (React.lazy in
// ledger-figures.tsx): recharts stays out of the initial bundle. A picture of the table beside it, hidden from
// screen readers (aria-hidden), so without recharts' keyboard layer: nothing in it may take focus (axe).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format";

const kroner = new Intl.NumberFormat("no-NO", { maximumFractionDigits: 0 });

export default function OverdueChart({ data }: { data: { label: string; amountOre: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e5e5" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#404040" }} interval={0} />
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
