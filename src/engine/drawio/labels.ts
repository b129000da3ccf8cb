/**
 * Labels. With `html=1` in its style draw.io reads a cell's label as HTML, so text Skyplan writes
 * there is escaped (and newlines become <br>); reading goes the other way: tags stripped,
 * entities decoded, line breaks kept as newlines.
 */

const HTML_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  copy: '©', reg: '®', trade: '™', hellip: '…', mdash: '—', ndash: '–', laquo: '«', raquo: '»',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·', times: '×', euro: '€',
  rarr: '→', larr: '←', harr: '↔', deg: '°', plusmn: '±', micro: 'µ', shy: '',
};

export function decodeHtmlEntities(text: string): string {
  if (text.indexOf('&') === -1) return text;
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return HTML_ENTITIES[ref] ?? HTML_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const BR = /<br\s*\/?>/gi;
const ONLY_BR_TAGS = /^(?:[^<]|<br\s*\/?>)*$/i;
const BLOCK_TAG = /<\/?(?:div|p|li|ul|ol|tr|table|h[1-6]|blockquote|pre|section|article|header|footer)\b[^>]*>/gi;

/**
 * The plain text of an HTML label. Labels holding nothing but text and <br> (what Skyplan writes)
 * decode exactly, whitespace included; richer HTML is flattened: block boundaries and <br> become
 * newlines, other tags go, spaces collapse.
 */
export function htmlToText(html: string): string {
  if (html.indexOf('<') === -1) return decodeHtmlEntities(html);
  if (ONLY_BR_TAGS.test(html)) return decodeHtmlEntities(html.replace(BR, '\n'));
  const flat = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BR, '\n')
    .replace(BLOCK_TAG, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(flat.replace(/[ \t\r\f]+/g, ' '))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Text as an HTML label: markup characters escaped, newlines as <br>. */
export function textToHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

/** The model label of a cell value, given whether its style makes it HTML. */
export function readLabel(value: string, html: boolean): string {
  return html ? htmlToText(value) : value;
}

/** The cell value that shows `label`, given whether the style makes it HTML. */
export function writeLabel(label: string, html: boolean): string {
  return html ? textToHtml(label) : label;
}
