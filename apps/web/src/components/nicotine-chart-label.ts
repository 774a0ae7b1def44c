import { daysText, formatDayMonth } from '../lib/dates.ts';
import { formatNumber } from '../lib/nicotine-format.ts';
import { type ChartInput, dayOfNumber, nicotineChartSeries } from './nicotine-chart-series.ts';

/** "3 cigarettes", "1 cigarette". */
export const cigarettesText = (count: number) => `${count} cigarette${count > 1 ? 's' : ''}`;

/** The slips in words, most recent first, the first five by name: "écarts marqués d’un triangle : 3 cigarettes le 5 mars…". */
function slipsText(slips: { x: number; count: number }[]) {
  if (slips.length === 0) return '';
  const recent = [...slips].sort((a, b) => b.x - a.x);
  const named = recent
    .slice(0, 5)
    .map((slip) => `${cigarettesText(slip.count)} le ${formatDayMonth(dayOfNumber(slip.x))}`)
    .join(', ');
  const more = recent.length > 5 ? ` et ${recent.length - 5} autre${recent.length > 6 ? 's' : ''}` : '';
  return `${recent.length === 1 ? 'un écart marqué' : `${recent.length} écarts marqués`} d’un triangle rouge : ${named}${more}`;
}

/**
 * The nicotine chart's text alternative, for the full chart on /nicotine and the light one on /home: "…, taux visé du
 * palier : 6 mg/mL, un écart marqué…".
 */
export function nicotineChartLabel(input: ChartInput) {
  const { chartData } = input;
  const last = chartData.at(-1);
  const series = nicotineChartSeries(input);
  const target = series.targetRate.at(-1);
  const slips = slipsText(series.slips);
  const text = `Courbe de la nicotine consommée par jour, ${daysText(chartData.length)} noté${chartData.length > 1 ? 's' : ''} sur une échelle de temps (les jours sans relevé laissent un vide)${last ? `, dernier relevé ${formatNumber(last.nicotine)} mg le ${formatDayMonth(last.date)}` : ''}${target ? `, taux visé du palier : ${formatNumber(target.y)} mg/mL` : ''}${slips ? `, ${slips}` : ''}`;
  // « le 29 nov. » already ends the sentence.
  return text.endsWith('.') ? text : `${text}.`;
}
