/**
 * The daily chart of one figure (recharts, loaded lazily with the statistics screen's chart
 * chunk): complete days as a solid line, today (incomplete) dashed (period.ts `chartPoints`).
 * Colours are the design tokens' (ADR 023: one accent), written out because SVG presentation
 * attributes cannot read CSS variables.
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '../period';

const ACCENT_600 = '#0f766e';
const GRAY_200 = '#e2e7ec';
const GRAY_600 = '#4c5665';

export default function StatisticsChart({
  points,
  label,
  formatDay,
  formatValue,
}: {
  points: ChartPoint[];
  label: string;
  formatDay: (day: string) => string;
  formatValue: (value: number) => string;
}) {
  const tick = { fill: GRAY_600, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRAY_200} vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDay} minTickGap={24} tick={tick} />
        <YAxis allowDecimals={false} width={44} tickFormatter={formatValue} tick={tick} />
        <Tooltip
          // "Seminaraufrufe: 137", not recharts' default " : ".
          separator=": "
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => [formatValue(Number(value)), label]}
        />
        <Line
          type="monotone"
          dataKey="complete"
          name={label}
          stroke={ACCENT_600}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
        <Line
          type="monotone"
          dataKey="incomplete"
          name={label}
          stroke={ACCENT_600}
          strokeWidth={2}
          strokeDasharray="4 4"
          dot={{ r: 2 }}
          isAnimationActive={false}
          legendType="none"
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
