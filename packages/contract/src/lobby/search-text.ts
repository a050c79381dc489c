/**
 * The one normalisation of game search text, used when a name is saved and when a player searches:
 * lower case, accents stripped, whitespace collapsed. "Coração" and "CORACAO" both become "coracao".
 */

// Letters that Unicode decomposition does not split into a base letter and an accent.
const foldedLetters: Record<string, string> = { đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', þ: 'th', ı: 'i' };
const foldedLetterPattern = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'g');

/** The searchable form of a text: lower case, no accents, single spaces, trimmed. */
export function normaliseSearchText(text: string): string {
  // Printable ASCII has no accents to strip: the short path keeps bulk catalogue writes fast.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/ {2,}/g, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(foldedLetterPattern, (letter) => foldedLetters[letter] ?? letter)
    .replace(/\s+/gu, ' ')
    .trim();
}
