import type { RawMention } from './raw-mention.js';

/** A code name: lower-case pieces joined by hyphens or underscores ("bread-orders", "oven_log"). */
const CODE_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/;

/**
 * "a shelf index named s3-loans", "a topic called sns-tram-alerts": a catalog word inside a code name given
 * right after "named" or "called" is part of that name, not a service of its own.
 */
export function dropInsideCodeNames(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    const left = /[A-Za-z0-9_-]*$/.exec(text.slice(0, m.start))![0];
    const right = /^[A-Za-z0-9_-]*/.exec(text.slice(m.end))![0];
    if (left === '' && right === '') return true;
    const name = (left + text.slice(m.start, m.end) + right).replace(/[-_]+$/, '');
    if (!CODE_NAME.test(name)) return true;
    return !/\b(?:named|called)\s+$/i.test(text.slice(Math.max(0, m.start - left.length - 12), m.start - left.length));
  });
}
