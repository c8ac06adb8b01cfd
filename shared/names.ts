/**
 * Display names as people see them at a table: Unicode-normalised (NFC), trimmed, runs of spaces
 * folded, counted in visible characters (grapheme clusters, so "é" written as e + accent or an emoji
 * family counts once), and free of control and invisible characters — a name must not hide text, look
 * empty, or reorder its neighbours on screen (bidirectional controls). The joiners and variation
 * selectors of emoji sequences stay allowed inside an emoji.
 */
import * as v from 'valibot';

/** Most UTF-16 units a name may take, whatever its visible length (bounds combining-mark towers). */
const MAX_UNITS = 512;
/** Most combining marks on one visible character. */
const MAX_MARKS = 4;

const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** Invisible characters that belong to emoji sequences: zero-width joiner, variation selectors, tag characters. */
const EMOJI_PARTS = /[\u200D\uFE00-\uFE0F\u{E0020}-\u{E007F}]/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Regional_Indicator}|[0-9#*]/u;
const OTHER_SPACE = /(?! )\p{White_Space}/u;
const MARK = /\p{M}/gu;

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

const codePoint = (ch: string): string => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The name as stored: NFC, trimmed, single spaces. */
export function normaliseName(text: string): string {
  return text.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** Why `name` (already normalised) is not a valid display name of at most `max` visible characters, or undefined. */
export function nameProblem(name: string, max: number): string | undefined {
  if (name.length === 0) return 'a name must not be empty';
  if (name.length > MAX_UNITS) return `a name takes at most ${MAX_UNITS} UTF-16 units`;
  let count = 0;
  for (const { segment } of segmenter.segment(name)) {
    count++;
    for (const ch of segment) {
      if (FORBIDDEN.test(ch)) return `a name must not contain control or unassigned characters (${codePoint(ch)})`;
      if (OTHER_SPACE.test(ch)) return `a name may contain plain spaces only (found ${codePoint(ch)})`;
      if (INVISIBLE.test(ch) && !(EMOJI_PARTS.test(ch) && EMOJI.test(segment))) {
        return `a name must not contain invisible characters (${codePoint(ch)})`;
      }
    }
    if ((segment.match(MARK)?.length ?? 0) > MAX_MARKS) return `at most ${MAX_MARKS} accents may stack on one character`;
  }
  if (count > max) return `a name has at most ${max} characters (this one has ${count})`;
  return undefined;
}

/** A valibot schema of display names: normalised first, then checked (422 VALIDATION_FAILED with the reason). */
export function displayNameSchema(max: number) {
  return v.pipe(
    v.string(),
    v.transform(normaliseName),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const why = nameProblem(dataset.value, max);
      if (why) addIssue({ message: why });
    }),
    v.description(`1–${max} visible characters, Unicode NFC, no control or invisible characters`),
  );
}
