/**
 * XML character escaping and entity decoding. Only the five predefined entities and numeric
 * character references exist: a draw.io document never declares entities, and refusing anything
 * else is what keeps entity-expansion attacks impossible.
 */

export class XmlError extends Error {
  constructor(
    readonly code: 'malformed' | 'doctype' | 'too_many_elements' | 'too_deep',
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'XmlError';
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes entity and character references in `raw` (a slice of the source at `offset`). */
export function decodeEntities(raw: string, offset: number): string {
  let amp = raw.indexOf('&');
  if (amp === -1) return raw;
  let out = '';
  let from = 0;
  while (amp !== -1) {
    const semi = raw.indexOf(';', amp + 1);
    if (semi === -1 || semi - amp > 12) {
      throw new XmlError('malformed', 'a bare "&" must be written as &amp;', offset + amp);
    }
    out += raw.slice(from, amp) + decodeReference(raw.slice(amp + 1, semi), offset + amp);
    from = semi + 1;
    amp = raw.indexOf('&', from);
  }
  return out + raw.slice(from);
}

function decodeReference(ref: string, offset: number): string {
  if (ref.charCodeAt(0) === 35 /* # */) {
    const hex = ref.charCodeAt(1) === 120 /* x */;
    const digits = hex ? ref.slice(2) : ref.slice(1);
    const valid = hex ? /^[0-9a-fA-F]{1,6}$/.test(digits) : /^[0-9]{1,7}$/.test(digits);
    const code = valid ? parseInt(digits, hex ? 16 : 10) : NaN;
    if (!isXmlChar(code)) {
      throw new XmlError('malformed', `"&${ref};" is not a valid character reference`, offset);
    }
    return String.fromCodePoint(code);
  }
  const named = NAMED[ref];
  if (named === undefined) {
    throw new XmlError(
      'malformed',
      `unknown entity "&${ref};" (XML knows only &amp; &lt; &gt; &quot; &apos; and numeric references)`,
      offset,
    );
  }
  return named;
}

function isXmlChar(code: number): boolean {
  if (!Number.isInteger(code)) return false;
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code < 0x20) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code <= 0x10ffff && code !== 0xfffe && code !== 0xffff;
}

const ATTR_WS = /[\t\n\r]/g;

/**
 * Attribute-value normalisation as every XML parser (and so draw.io) applies it: literal tabs and
 * line breaks become spaces, while `&#xa;` references survive as real newlines.
 */
export function decodeAttribute(raw: string, offset: number): string {
  const normalised = raw.indexOf('\n') === -1 && raw.indexOf('\r') === -1 && raw.indexOf('\t') === -1
    ? raw
    : raw.replace(/\r\n/g, ' ').replace(ATTR_WS, ' ');
  return decodeEntities(normalised, offset);
}

const ATTR_ESCAPES: Record<string, string> = {
  '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\n': '&#xa;', '\r': '&#xd;', '\t': '&#x9;',
};
const ATTR_SPECIAL = /[&<>"\n\r\t]/g;
// Characters XML 1.0 cannot carry at all (control characters, lone surrogates): dropped.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Escapes a value for a double-quoted attribute, keeping newlines and tabs as references. */
export function escapeAttribute(value: string): string {
  return value.replace(NOT_XML, '').replace(ATTR_SPECIAL, (c) => ATTR_ESCAPES[c] ?? c);
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function escapeText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>]/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/** 1-based line and column of an offset, for error messages a person can act on. */
export function lineColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, source.length);
  for (let i = source.indexOf('\n'); i !== -1 && i < end; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}
