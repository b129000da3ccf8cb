import { describe, expect, it } from 'vitest';
import { sentenceEnd, sentenceStart } from './sentence-span.js';

describe('the sentence around a place in raw text', () => {
  const text = 'Clerks key orders into a Node.js kiosk. The kiosk posts them to Redis; a worker drains Redis\nDone';

  it('starts after the break before the place, not at a dot inside a name', () => {
    expect(text.slice(sentenceStart(text, text.indexOf('kiosk.'))).startsWith('Clerks')).toBe(true);
    expect(text.slice(sentenceStart(text, text.indexOf('posts'))).trimStart().startsWith('The kiosk')).toBe(true);
    expect(text.slice(sentenceStart(text, text.indexOf('worker'))).trimStart().startsWith('a worker')).toBe(true);
  });

  it('ends at the next break, a semicolon or a line break, or the end of the text', () => {
    expect(text.slice(0, sentenceEnd(text, text.indexOf('Node.js')))).toBe('Clerks key orders into a Node.js kiosk');
    expect(text.slice(text.indexOf('a worker'), sentenceEnd(text, text.indexOf('a worker')))).toBe('a worker drains Redis');
    expect(sentenceEnd(text, text.indexOf('Done'))).toBe(text.length);
  });
});
