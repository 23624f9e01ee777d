import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from './money';
import { dayOf, type RevenuePoint } from './revenue';

/**
 * The 30-day revenue area chart (loaded lazily: recharts is its own chunk). In Persian time runs
 * right to left, so the x axis is reversed and the amounts sit on the right; the SVG itself is
 * laid out left to right (dashboard.css) because SVG text anchors flip under `direction: rtl`.
 */
export function RevenueChart({ points }: { points: readonly RevenuePoint[] }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('fa');
  const gradientId = `revenue-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const currency = points[0]?.currency ?? 'IRR';
  const shortDay = (date: string) => intl.formatDate(dayOf(date), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = (date: string) => intl.formatDate(dayOf(date), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <ResponsiveContainer width="100%" height={280}>
      {/* The card gives the figures as text and a table; recharts' keyboard layer would make a
          focusable chart inside the aria-hidden wrapper (axe: aria-hidden-focus). */}
      <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" style={{ stopColor: 'var(--app-primary)', stopOpacity: 0.35 }} />
            <stop offset="100%" style={{ stopColor: 'var(--app-primary)', stopOpacity: 0.02 }} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="date"
          reversed={rtl}
          tickFormatter={shortDay}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
          tickMargin={8}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={(value: number) => formatMoney(intl, value, currency, { compact: true })}
          tickLine={false}
          axisLine={false}
          width={rtl ? 96 : 80}
        />
        <Tooltip
          cursor={{ className: 'revenue-chart__cursor' }}
          wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
          separator=": "
          contentStyle={{
            background: 'var(--app-surface)',
            border: '1px solid var(--app-border)',
            borderRadius: 8,
            color: 'var(--app-text)',
          }}
          labelFormatter={(label) => longDay(String(label))}
          formatter={(value) => [formatMoney(intl, Number(value), currency), intl.formatMessage({ id: 'dashboard.chart.amount' })]}
        />
        <Area
          type="monotone"
          dataKey="amount"
          className="revenue-chart__area"
          strokeWidth={2.5}
          fill={`url(#${gradientId})`}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
