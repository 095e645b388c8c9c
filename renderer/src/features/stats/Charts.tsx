// Charts of the dashboard (recharts): sales by day, by hour of the local clock, and order breakdowns.
// Every chart sits in a fixed-height ResponsiveContainer so the cards keep their size on phones.
import { Card, Empty } from 'antd';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@shared/money';
import { hourLabel, shortDay, type Slice, type StatsDashboard } from './model';

const COLORS = ['#1677ff', '#52c41a', '#faad14', '#eb2f96', '#722ed1', '#13c2c2', '#fa541c', '#a0d911', '#8c8c8c'];
const compactMoney = (value: number) => (Math.abs(value) >= 1000 ? `$${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)}k` : `$${value}`);
const moneyTooltip = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : String(value));

export function SalesByDayChart({ data }: { data: StatsDashboard['ventas_por_dia'] }) {
  const rows = data.map((d) => ({ ...d, dia: shortDay(d.fecha) }));
  return (
    <Card title="Ventas por día" size="small" data-testid="chart-by-day">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="dia" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tickFormatter={compactMoney} tick={{ fontSize: 11 }} width={52} />
          <Tooltip formatter={(value) => [moneyTooltip(value), 'Ventas']} />
          <Bar dataKey="ventas" name="Ventas" fill="#1677ff" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Card>
  );
}

export function SalesByHourChart({ data }: { data: StatsDashboard['ventas_por_hora'] }) {
  const rows = data.map((d) => ({ ...d, hora_label: hourLabel(d.hora) }));
  return (
    <Card title="Ventas por hora del día" size="small" data-testid="chart-by-hour">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="hora_label" tick={{ fontSize: 11 }} interval={2} />
          <YAxis tickFormatter={compactMoney} tick={{ fontSize: 11 }} width={52} />
          <Tooltip formatter={(value) => [moneyTooltip(value), 'Ventas']} />
          <Bar dataKey="ventas" name="Ventas" fill="#52c41a" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Card>
  );
}

export function BreakdownPie({ title, slices, testId }: { title: string; slices: Slice[]; testId: string }) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      {slices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin pedidos" />
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <PieChart>
            <Pie data={slices} dataKey="pedidos" nameKey="name" innerRadius={45} outerRadius={75} paddingAngle={2}>
              {slices.map((slice, index) => (
                <Cell key={slice.name} fill={COLORS[index % COLORS.length]} />
              ))}
            </Pie>
            <Tooltip formatter={(value, _name, item) => [`${String(value)} pedidos · ${formatMoney((item.payload as Slice).ventas)}`, (item.payload as Slice).name]} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}
