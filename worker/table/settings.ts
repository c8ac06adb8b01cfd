/**
 * A table's correspondence settings, agreed at creation and shown to everyone before they sit:
 * the time control (or none), the absence policy, the strength of its bots and stand-ins, and whether
 * a seat's only legal action is played for it.
 */
import type { BotLevel } from '../../shared/bots/index.js';
import type { TimeControl } from './timecontrol.js';

export type AbsencePolicy = 'standin' | 'forfeit';

export interface TableSettings {
  readonly timeControl: TimeControl | null;
  readonly absence: { readonly policy: AbsencePolicy; readonly graceSeconds: number };
  readonly botLevel: BotLevel;
  readonly autoPlaySingle: boolean;
  /** A rated table: people only, its result changes their ratings (docs/ratings.md). Older tables are casual. */
  readonly rated?: boolean | undefined;
  /** Bot accounts may sit down (POST /api/me/bot). Unset (and on older tables): casual tables allow them, rated ones do not. */
  readonly allowBots?: boolean | undefined;
}

/** Whether a bot account may take a seat: rated tables are for people only, casual ones allow bots unless their creator said no. */
export function botsAllowed(settings: TableSettings): boolean {
  return settings.allowBots ?? settings.rated !== true;
}

/** What a table created before these settings existed plays with: untimed, stand-ins, club bots. */
export const DEFAULT_SETTINGS: TableSettings = {
  timeControl: null,
  absence: { policy: 'standin', graceSeconds: 3600 },
  botLevel: 'club',
  autoPlaySingle: true,
};

export function settingsOf(info: { readonly settings?: TableSettings | undefined }): TableSettings {
  return info.settings ?? DEFAULT_SETTINGS;
}

/** From the create body (valibot has filled in the defaults). */
export function settingsFrom(body: {
  readonly timeControl?: TimeControl | null | undefined;
  readonly absence?: { readonly policy: AbsencePolicy; readonly graceSeconds: number } | undefined;
  readonly botLevel?: BotLevel | undefined;
  readonly autoPlaySingle?: boolean | undefined;
  readonly rated?: boolean | undefined;
  readonly allowBots?: boolean | undefined;
}): TableSettings {
  return {
    timeControl: body.timeControl ? { ...body.timeControl } : null,
    absence: body.absence ? { ...body.absence } : DEFAULT_SETTINGS.absence,
    botLevel: body.botLevel ?? DEFAULT_SETTINGS.botLevel,
    autoPlaySingle: body.autoPlaySingle ?? DEFAULT_SETTINGS.autoPlaySingle,
    rated: body.rated === true,
    ...(body.allowBots === undefined ? {} : { allowBots: body.allowBots }),
  };
}
