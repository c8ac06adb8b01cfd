/**
 * How the create form lays out a game's options: which ones most tables set (shown under "Common
 * settings", the rest are house rules), which only matter at some numbers of players (hidden at the
 * others), and which name a seat (shown as "Seat 1", "Seat 2", … as the table counts them, while the
 * game stores 0, 1, …; "drawn by lot" is the game's own empty value); and the parts of a game's
 * option schema the form reads.
 */
export interface GameOptionLayout {
  readonly common: readonly string[];
  /** Options that only apply with these numbers of players. */
  readonly onlyWith: Readonly<Record<string, readonly number[]>>;
  /** Options whose value is a seat, with the value that stands for "drawn by lot". */
  readonly seat: Readonly<Record<string, null | number>>;
}

const LAYOUTS: Readonly<Record<string, GameOptionLayout>> = {
  tablanet: {
    common: ['targetScore', 'teams4', 'threePlayerDeal', 'showCapturedPiles'],
    onlyWith: { teams4: [4], threePlayerDeal: [3] },
    seat: {},
  },
  taleles: {
    common: ['targetScore', 'cards', 'trickHistory', 'firstDealer'],
    onlyWith: { deal4: [4], secondRoundMayRepeatTurnedSuit: [2, 3], threePlayerGoal: [3] },
    seat: { firstDealer: null },
  },
  tarock: {
    common: ['rounds', 'trickHistory', 'scoreLedger'],
    onlyWith: {},
    seat: {},
  },
  tarot: {
    common: ['deals', 'trickReview', 'fivePlayerMode', 'firstDealer'],
    onlyWith: { fivePlayerMode: [5], calledSuitLead: [5], partnerChelemShare: [5] },
    seat: { firstDealer: -1 },
  },
};

const NONE: GameOptionLayout = { common: [], onlyWith: {}, seat: {} };

export function optionLayout(game: string): GameOptionLayout {
  return LAYOUTS[game] ?? NONE;
}

/** Whether option `key` of `game` matters at a table of `seats` players. */
export function appliesAt(game: string, key: string, seats: number): boolean {
  const only = optionLayout(game).onlyWith[key];
  return !only || only.includes(seats);
}

/** The parts of a JSON Schema (as @valibot/to-json-schema writes a game's options) the form reads. */
export interface FieldSchema {
  readonly type?: string;
  readonly items?: FieldSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly FieldSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly description?: string;
  readonly default?: unknown;
}

export interface ObjectSchema {
  readonly properties?: Readonly<Record<string, FieldSchema>>;
}

/** The finite list of values a field allows, or undefined when it is open (numbers, text). */
export function choicesOf(f: FieldSchema): readonly unknown[] | undefined {
  if (f.enum) return f.enum;
  if (f.const !== undefined) return [f.const];
  if (f.type === 'boolean') return [false, true];
  if (f.anyOf) {
    const parts = f.anyOf.map(choicesOf);
    return parts.every((p) => p !== undefined) ? [...new Set(parts.flat())] : undefined;
  }
  return undefined;
}
