/**
 * Reading the correspondence fields of a table state (shared/protocol-correspondence.ts): clocks,
 * the time control and absence policy as one line of text, durations in words. Nothing here decides
 * anything; the server keeps the clocks.
 */
import type { TableState } from '../../shared/protocol.js';
import type { Clock, CorrTableState, CorrTableSummary } from '../../shared/protocol-correspondence.js';
import { formatNumber, t } from '../i18n/index.js';

/** The correspondence fields a state carries (older servers send none of them). */
export function corrOf(s: TableState): Partial<Pick<CorrTableState, 'clocks' | 'premoves'>> & { table: CorrTableSummary } {
  return s as TableState & Partial<Pick<CorrTableState, 'clocks' | 'premoves'>> & { table: CorrTableSummary };
}

export function clockOf(s: TableState, seat: number): Clock | undefined {
  return corrOf(s).clocks?.find((c) => c.seat === seat);
}

/** A whole number of `unit`s as the current language writes it short ("2 days", "3 Std.", "5 min"). */
const amount = (n: number, unit: 'day' | 'hour' | 'minute' | 'second'): string => formatNumber(n, { style: 'unit', unit, unitDisplay: 'short' });

/** One format for every duration, largest unit first: "2 days 3 hr", "5 hr 20 min", "12 min", "4 min 5 sec", "45 sec" (seconds only in the last ten minutes). */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return [amount(d, 'day'), h ? amount(h, 'hour') : ''].filter(Boolean).join(' ');
  if (h > 0) return [amount(h, 'hour'), m ? amount(m, 'minute') : ''].filter(Boolean).join(' ');
  if (m >= 10 || (m > 0 && s % 60 === 0)) return amount(m, 'minute');
  return [m ? amount(m, 'minute') : '', amount(s % 60, 'second')].filter(Boolean).join(' ');
}

/** Rated or casual, the table's time control, absence policy and bot level in one line, shown before anyone sits. */
export function settingsLine(table: CorrTableSummary): string {
  const tc = table.timeControl;
  const parts: string[] = [t(table.rated ? 'corr.rated' : 'corr.casual')];
  if (!tc) parts.push(t('corr.untimed'));
  else {
    parts.push(t('corr.perMove', { time: duration(tc.perMoveSeconds * 1000) }));
    if (tc.reserveSeconds || tc.incrementSeconds) {
      parts.push(
        t('corr.reserve', {
          time: duration(tc.reserveSeconds * 1000),
          inc: duration(tc.incrementSeconds * 1000),
          cap: duration(tc.capSeconds * 1000),
        }),
      );
    }
    if (tc.weekendsOff) parts.push(t('corr.weekendsOff'));
    if (table.absence) {
      const grace = duration(table.absence.graceSeconds * 1000);
      parts.push(t(table.absence.policy === 'forfeit' ? 'corr.absence.forfeit' : 'corr.absence.standin', { grace }));
    }
  }
  if (table.botLevel) parts.push(t('corr.bots', { level: t(`corr.level.${table.botLevel}`) }));
  if (table.autoPlaySingle) parts.push(t('corr.autoPlay'));
  return parts.join(' · ');
}
