import { escapeAttribute } from './escape.js';
import { scanStartTag } from './tokenizer.js';
import type { XmlElement } from './parser.js';

export type AttributeList = ReadonlyArray<readonly [string, string]>;

/** `<name a="v" ...>` (or `/>`), values escaped, attributes in the given order. */
export function startTag(name: string, attrs: AttributeList, selfClosing = false): string {
  let out = '<' + name;
  for (const [key, value] of attrs) out += ` ${key}="${escapeAttribute(value)}"`;
  return out + (selfClosing ? ' />' : '>');
}

/**
 * Attribute changes for one start tag: a string sets (in place when present, appended when new),
 * null removes. Untouched attributes keep their exact source text.
 */
export type AttributeChanges = ReadonlyMap<string, string | null>;

/**
 * Re-writes the start tag of `element` with `changes`; `selfClosing` overrides whether it ends
 * in "/>" (to give a childless element children).
 */
export function rewriteStartTag(src: string, element: XmlElement, changes: AttributeChanges, selfClosing?: boolean): string {
  const tag = scanStartTag(src, element.start);
  let out = '<' + tag.name;
  const done = new Set<string>();
  for (const a of tag.attributes) {
    const change = changes.get(a.name);
    done.add(a.name);
    if (change === null) continue;
    out += change === undefined
      ? ' ' + src.slice(a.start, a.valueEnd + 1)
      : ` ${a.name}="${escapeAttribute(change)}"`;
  }
  for (const [key, value] of changes) {
    if (!done.has(key) && value !== null) out += ` ${key}="${escapeAttribute(value)}"`;
  }
  return out + ((selfClosing ?? tag.selfClosing) ? ' />' : '>');
}

/** The source text of an element's start tag's attributes as decoded pairs, in order. */
export function attributeList(element: XmlElement): Array<[string, string]> {
  return Object.keys(element.attrs).map((k) => [k, element.attrs[k] ?? '']);
}
