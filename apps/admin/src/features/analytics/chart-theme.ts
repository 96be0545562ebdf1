/**
 * Chart colours from the theme's CSS variables (packages/ui/theme.css), so the charts follow the light and
 * dark themes without re-rendering.
 */
export const chartColors = {
  primary: 'var(--color-primary)',
  accent: 'var(--color-accent)',
  grid: 'var(--color-border)',
  text: 'var(--color-muted-fg)',
};

export const axisTick = { fill: chartColors.text, fontSize: 12 };

export const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-card)',
    border: '1px solid var(--color-border)',
    borderRadius: 6,
    color: 'var(--color-fg)',
  },
  labelStyle: { color: 'var(--color-fg)', fontWeight: 600 },
  itemStyle: { color: 'var(--color-fg)' },
  cursor: { fill: 'var(--color-muted)', stroke: 'var(--color-border)' },
};
