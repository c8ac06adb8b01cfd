/**
 * Duplicate setup for the strength harness: the first deal of a match with the engine's default
 * options (the Vienna rules, §15), the first dealer drawn from the board's seed; a bot plays one
 * seat (partnerships in a Rufer are hidden and change from deal to deal). A deal's result per seat
 * is its line on the score sheet in the table's ledger (with Kontra by default, §12.1).
 */
import { tarock, type TarockState } from '../../games/tarock/index.js';
import type { DuplicateFormat } from '../duplicate.js';

export const tarockFormat: DuplicateFormat = {
  def: tarock,
  seats: 4,
  options: {},
  seatsOf: (r) => [r],
  rotations: 4,
  dealScores: (state) => {
    const s = state as TarockState;
    if (!s.last) return undefined;
    return s.options.scoreLedger === 'schrift' ? s.last.schrift : s.last.total;
  },
};
