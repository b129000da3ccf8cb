import { describe, expect, it } from 'vitest';
import { isDerivedWord } from './dictionary.js';
import { correctWord, fixSpelling } from './spelling.js';

describe('near misses of kind and service words', () => {
  it('reads a slip of one or two letters in a kind word as that word', () => {
    expect(correctWord('fucntoin')).toBe('function');
    expect(correctWord('clsuter')).toBe('cluster');
    expect(correctWord('proxxy')).toBe('proxy');
    expect(correctWord('qeue')).toBe('queue');
  });

  it('prefers the word reached by a swap or a missing letter, with the same first letter', () => {
    // "clustre" is a swap from "cluster" but a missing first letter from "lustre".
    expect(correctWord('clustre')).toBe('cluster');
    // "sevice": a missing letter from "service", a changed first letter from "device".
    expect(correctWord('sevice')).toBe('service');
    expect(correctWord('reids')).toBe('redis');
  });

  it('never corrects towards verb forms no one writes', () => {
    expect(correctWord('processr')).toBe('processor');
  });

  it('fixes the names in a sentence of an invented domain', () => {
    expect(fixSpelling('The greenhouse sensor funtion writes to a databse and a qeue')).toBe('The greenhouse sensor function writes to a database and a queue');
  });
});

describe('words that are not typos', () => {
  it('leaves words built from dictionary words alone', () => {
    for (const w of ['reindex', 'deregister', 'frontline', 'autosave', 'renderer', 'queueing']) {
      expect(isDerivedWord(w)).toBe(true);
      expect(correctWord(w)).toBeUndefined();
    }
  });

  it('does not read a second slip towards a shorter word or another first letter', () => {
    expect(correctWord('upserts')).toBeUndefined();
    expect(correctWord('gzipped')).toBeUndefined();
  });

  it('keeps short everyday typos to swaps only', () => {
    expect(correctWord('bolt')).toBeUndefined();
    expect(correctWord('tiem')).toBe('time');
  });
});

describe('names run together or slipped inside a product word', () => {
  it('writes apart two words of a catalog name when the text goes on with that name', () => {
    expect(fixSpelling('a regional internalload balancer fronts the kiln')).toBe('a regional internal load balancer fronts the kiln');
    expect(fixSpelling('it builds a fileshare witness')).toBe('it builds a fileshare witness');
  });

  it('reads a long capitalised product word with one changed letter as that product', () => {
    expect(correctWord('BigQuesy')).toBe('bigquery');
    expect(correctWord('Slick')).toBeUndefined();
  });
});
