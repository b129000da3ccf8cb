import { decodeHtmlEntities } from './labels.js';

/**
 * Neutralises active content in HTML labels (draw.io renders `html=1` labels as HTML): scripts
 * and embedding elements go with their content, event handlers and script URLs go, everything
 * a person reads stays. Labels with nothing to remove come back as the very same string.
 */

/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'svg', 'math', 'xml', 'title', 'textarea', 'select']);
/** Elements removed while their content (text) stays. */
const DROP_TAG = new Set(['link', 'meta', 'base', 'form', 'input', 'button', 'html', 'head', 'body', 'portal', 'dialog', 'isindex', 'keygen']);
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'lowsrc', 'dynsrc', 'data', 'codebase', 'cite', 'longdesc', 'ping', 'usemap']);

export interface HtmlReport {
  html: string;
  /** What was removed, for the sanitizer's notes (empty when nothing was). */
  removed: string[];
}

/** Whether a URL would run script or render a document when followed or loaded. */
export function isDangerousUrl(value: string, allowDataImages = false): boolean {
  // Browsers ignore whitespace and control characters inside the scheme ("java\tscript:").
  const url = decodeHtmlEntities(value).replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '').toLowerCase();
  if (url.startsWith('javascript:') || url.startsWith('vbscript:') || url.startsWith('livescript:')) return true;
  if (!url.startsWith('data:')) return false;
  if (url.startsWith('data:page/') || url.startsWith('data:action/')) return false; // draw.io page links and actions
  if (allowDataImages && /^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/.test(url)) return false;
  return true;
}

interface RawTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** The attribute source between the name and the end of the tag. */
  attrs: string;
  end: number;
}

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/**
 * Reads a tag at `lt` the way a browser's tokenizer would (quotes only after "="; ">" inside a
 * quoted value does not end the tag). Null when it runs into the end of the text: a browser
 * drops such a tag, and it must not be mistaken for text either.
 */
function readTag(html: string, lt: number): RawTag | null {
  let i = lt + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameStart = i;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attrsStart = i;
  while (i < html.length && html[i] !== '>') {
    if (html[i] === '=') {
      i++;
      while (isSpace(html[i])) i++;
      const q = html[i];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, i + 1);
        if (close === -1) return null;
        i = close + 1;
        continue;
      }
    }
    i++;
  }
  if (i >= html.length) return null;
  const attrs = html.slice(attrsStart, i);
  return { name, closing, selfClosing: attrs.trimEnd().endsWith('/'), attrs: attrs.replace(/\/\s*$/, ''), end: i + 1 };
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function cleanAttributes(tag: string, raw: string, removed: string[]): string | null {
  let changed = false;
  const kept: string[] = [];
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    const value = m[2] ?? m[3] ?? m[4];
    let reason: string | null = null;
    if (name.startsWith('on')) reason = `event handler "${name}"`;
    else if (name === 'srcdoc') reason = 'srcdoc';
    else if (URL_ATTRS.has(name) && value !== undefined && isDangerousUrl(value, tag === 'img' && name === 'src')) reason = `script URL in "${name}"`;
    else if (name === 'style' && value !== undefined && /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i.test(decodeHtmlEntities(value))) reason = 'scripted CSS';
    if (reason) {
      removed.push(`${reason} on <${tag}>`);
      changed = true;
    } else kept.push(m[0]);
  }
  return changed ? kept.join(' ') : null;
}

export function sanitizeHtml(html: string): HtmlReport {
  if (html.indexOf('<') === -1) return { html, removed: [] };
  const removed: string[] = [];
  let out = '';
  let at = 0;
  let skipUntil: string | null = null; // inside a dropped element: its name
  let depth = 0;
  let lt = html.indexOf('<');
  while (lt !== -1) {
    const next = html[lt + 1] ?? '';
    if (!/[a-zA-Z/!?]/.test(next)) {
      lt = html.indexOf('<', lt + 1);
      continue;
    }
    if (skipUntil === null) out += html.slice(at, lt);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      if (skipUntil === null) removed.push('an HTML comment');
      at = close === -1 ? html.length : close + 3;
      lt = html.indexOf('<', at);
      continue;
    }
    const tag = next === '!' || next === '?' ? null : readTag(html, lt);
    if (tag === null || tag.name === '') {
      // Not a tag a browser would complete: keep it as visible text, never as markup.
      if (skipUntil === null) {
        removed.push('unfinished markup');
        out += html.slice(lt).replace(/</g, '&lt;');
      }
      at = html.length;
      break;
    }
    const start = lt;
    at = tag.end;
    lt = html.indexOf('<', at);
    if (skipUntil !== null) {
      if (tag.name === skipUntil) depth += tag.closing ? -1 : tag.selfClosing ? 0 : 1;
      if (depth === 0) skipUntil = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag.name)) {
      removed.push(`<${tag.name}>`);
      if (!tag.closing && !tag.selfClosing) {
        skipUntil = tag.name;
        depth = 1;
      }
      continue;
    }
    if (DROP_TAG.has(tag.name)) {
      removed.push(`<${tag.name}>`);
      continue;
    }
    const attrs = tag.closing ? null : cleanAttributes(tag.name, tag.attrs, removed);
    out += attrs === null ? html.slice(start, tag.end) : `<${tag.name}${attrs ? ' ' + attrs : ''}${tag.selfClosing ? ' /' : ''}>`;
  }
  if (skipUntil === null) out += html.slice(at);
  if (removed.length === 0) return { html, removed };
  return { html: out, removed };
}
