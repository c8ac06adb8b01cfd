/** Seat names and the order seats are drawn around the table. */
import type { TableSummary } from '../../shared/protocol.js';
import { t } from '../i18n/index.js';

/** A seat's player name, or "Seat n" while it is free. */
export function seatName(table: TableSummary | undefined, seat: number): string {
  const p = table?.players.find((x) => x.seat === seat);
  if (p?.name) return p.name;
  if (p?.bot) return `${t('table.bot')} ${seat + 1}`;
  return t('table.seat', { n: seat + 1 });
}

/**
 * The other seats in playing order, starting with the one after the viewer (to the viewer's left,
 * as cards go round clockwise), so the viewer sits at the bottom of the screen.
 */
export function othersInOrder(seats: number, viewer: number | null): number[] {
  const me = viewer ?? seats - 1;
  return Array.from({ length: seats }, (_, i) => (me + 1 + i) % seats).filter((s) => s !== viewer);
}
