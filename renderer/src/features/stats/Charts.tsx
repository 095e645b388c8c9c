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

/**
 * A donut of the orders by kind. Slices without orders are left out; with none left it is an empty state, and
 * with one it is a full ring (no padding gap, which looked like a broken chart) with its name and share in the
 * middle, so it reads as "all of them".
 */
export function BreakdownPie({ title, slices, testId }: { title: string; slices: Slice[]; testId: string }) {
  const shown = slices.filter((slice) => slice.pedidos > 0);
  const single = shown.length === 1 ? shown[0] : null;
  return (
    <Card title={title} size="small" data-testid={testId}>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin pedidos en este periodo" data-testid={`${testId}-empty`} />
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <PieChart>
            <Pie data={shown} dataKey="pedidos" nameKey="name" innerRadius={45} outerRadius={75} paddingAngle={single ? 0 : 2} startAngle={90} endAngle={-270} isAnimationActive={false}>
              {shown.map((slice, index) => (
                <Cell key={slice.name} fill={COLORS[index % COLORS.length]} stroke={single ? 'none' : undefined} />
              ))}
            </Pie>
            {single ? (
              <text x="50%" y="42%" textAnchor="middle" dominantBaseline="middle" data-testid={`${testId}-single`}>
                <tspan x="50%" dy="-0.4em" style={{ fontSize: 16, fontWeight: 600 }}>
                  100%
                </tspan>
                <tspan x="50%" dy="1.4em" style={{ fontSize: 11, fill: '#6b5d52' }}>
                  {single.pedidos === 1 ? '1 pedido' : `${single.pedidos} pedidos`}
                </tspan>
              </text>
            ) : null}
            <Tooltip formatter={(value, _name, item) => [`${String(value)} pedidos · ${formatMoney((item.payload as Slice).ventas)}`, (item.payload as Slice).name]} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}
