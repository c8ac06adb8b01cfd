/**
 * Serbian in Latin letters to Serbian in Cyrillic (Vukovica). The two alphabets map letter for letter,
 * with three digraphs (lj → љ, nj → њ, dž → џ). Placeholders (`{name}`, plural selectors) and the
 * words that stay in their own language and script — the German and French game terms, names,
 * technical words — are left as they are.
 */

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'ј',
  k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж',
};
const DIGRAPHS: Readonly<Record<string, string>> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Words kept in Latin letters (stems: inflected forms such as "Trischakena" stay too). */
const KEEP =
  /^(Stammtisch|API|QR|URL|https|sha256|iframe|token|Page|Up|Down|Home|End|FFT|OK|push|Phillips|Westall|[Tt]ablanette|Zwiccol\w*|Vogelrufer|Kaiserstich\w*|Mond\w*|Sküs|Pagat|Valat|Säcke|Vorhand|Trischaken\w*|Königrufen|Unter|Ober|Daus|Grün|Herz|Schelle|Eichel|prise|garde|chien|Excuse|Pitsch|Glogowatz|(Solo|Besser)?[Rr]ufer\w*|(Sechser|Farben|Solo)?[Dd]reier\w*|Piccol\w*|Bettler\w*|Farbensolo|ouvert|Uhu|Kakadu|Quapil|Sack|Doppelsack|Schleifen|Weiter|Ich|halte|liege|Gut|weiter|gut|Stichzwang\w*|Radl|Blatt|Schrift|König|ultimo)$/;

function word(w: string): string {
  if (KEEP.test(w)) return w;
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const pair = w.slice(i, i + 2);
    const lower = pair.toLowerCase();
    if (DIGRAPHS[lower]) {
      const c = DIGRAPHS[lower]!;
      out += pair[0] === pair[0]!.toUpperCase() && pair[0] !== pair[0]!.toLowerCase() ? c.toUpperCase() : c;
      i++;
      continue;
    }
    const ch = w[i]!;
    const c = LETTERS[ch.toLowerCase()];
    out += c === undefined ? ch : ch === ch.toLowerCase() ? c : c.toUpperCase();
  }
  return out;
}

/** The Cyrillic form of a Latin Serbian message; `{…}` placeholders keep their names and selectors. */
export function toCyrillic(text: string): string {
  let out = '';
  let depth = 0;
  // Inside a placeholder only the plural branches' text (an odd brace depth past the first) is words.
  for (const part of text.split(/([{}])/)) {
    if (part === '{') depth++;
    else if (part === '}') depth--;
    if (part === '{' || part === '}' || (depth % 2 === 1 && depth > 0)) out += part;
    else out += part.replace(/[\p{L}\d]+/gu, (w) => (/\d/.test(w) && !/\p{L}{2}/u.test(w) ? w : word(w)));
  }
  return out;
}
