/** The daily chart of one figure (recharts, loaded lazily with the statistics screen's chart chunk). */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  day: string;
  value: number;
}

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
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e3e7eb" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDay} minTickGap={24} tick={{ fill: '#505b6b', fontSize: 12 }} />
        <YAxis allowDecimals={false} width={44} tickFormatter={formatValue} tick={{ fill: '#505b6b', fontSize: 12 }} />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => [formatValue(Number(value)), label]}
        />
        <Line
          type="monotone"
          dataKey="value"
          name={label}
          stroke="#155e75"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
