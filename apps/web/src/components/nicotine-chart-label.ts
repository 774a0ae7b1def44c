import { daysText, formatDayMonth } from '../lib/dates.ts';
import { formatNumber } from '../lib/nicotine-format.ts';
import { type ChartInput, nicotineChartSeries } from './nicotine-chart-series.ts';

/** The nicotine chart's text alternative, for the full chart on /nicotine and the light one on /home. */
export function nicotineChartLabel(input: ChartInput) {
  const { chartData } = input;
  const last = chartData.at(-1);
  const target = nicotineChartSeries(input).targetRate.at(-1);
  return `Courbe de la nicotine consommée par jour, ${daysText(chartData.length)} noté${chartData.length > 1 ? 's' : ''} sur une échelle de temps (les jours sans relevé laissent un vide)${last ? `, dernier relevé ${formatNumber(last.nicotine)} mg le ${formatDayMonth(last.date)}` : ''}${target ? `, taux visé du palier : ${formatNumber(target.y)} mg/mL` : ''}.`;
}
