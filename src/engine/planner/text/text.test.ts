import { describe, expect, it } from 'vitest';
import { normalizePrompt } from './normalize.js';
import { correctWord, editDistance } from './spelling.js';
import { isParticiple, verbFlow } from './verbs.js';

describe('prompt text', () => {
  it('fixes typos against the catalog and planner vocabulary, leaving real words alone', () => {
    expect(normalizePrompt('serverles api gatway lamda dynamo')).toBe('serverless api gateway lambda dynamo');
    expect(normalizePrompt('kubernets cluster with postgress databse')).toBe('kubernetes cluster with postgres database');
    expect(correctWord('there')).toBeUndefined();
    expect(correctWord('teir')).toBe('tier');
    expect(correctWord('thumbnailer')).toBeUndefined();
    expect(correctWord('acme')).toBeUndefined();
  });

  it('corrects towards an everyday word only by swapping letters; names stay names', () => {
    expect(correctWord('planet')).toBeUndefined();
    expect(correctWord('world')).toBeUndefined();
    expect(correctWord('wiht')).toBe('with');
    expect(correctWord('browse')).toBeUndefined();
    expect(correctWord('paymentsvc')).toBeUndefined();
    expect(correctWord('dynamdb')).toBe('dynamodb');
  });

  it('leaves words the English model knows alone, however close to a service name they are', () => {
    for (const w of ['audio', 'verdicts', 'broken', 'black', 'scores']) expect(correctWord(w)).toBeUndefined();
    expect(correctWord('lamda')).toBe('lambda');
  });

  it('expands shorthand and keeps "three-tier" a style, not a count', () => {
    expect(normalizePrompt('aws 3 tier app w/ alb + rds')).toBe('aws threetier app with alb and rds');
    expect(normalizePrompt('kafka -> spark => s3')).toBe('kafka into spark into s3');
  });

  it('measures edit distance with adjacent swaps', () => {
    expect(editDistance('teir', 'tier', 2)).toBe(1);
    expect(editDistance('lamda', 'lambda', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('knows which way a verb moves data', () => {
    expect(verbFlow('publishes')).toBe('forward');
    expect(verbFlow('consume')).toBe('backward');
    expect(verbFlow('parsed')).toBe('backward');
    expect(verbFlow('table')).toBeUndefined();
    expect(isParticiple('autoscaled')).toBe(true);
    expect(isParticiple('writes')).toBe(false);
  });
});

describe('names the vocabulary lacks', () => {
  it('a capitalised name is not turned into another word by changing its letters', () => {
    expect(correctWord('Slack')).toBeUndefined();
    expect(correctWord('Alertmanager')).toBeUndefined();
  });

  it('a capitalised typo of a known name is still fixed by one missing, extra or swapped letter', () => {
    expect(correctWord('Kubernets')).toBe('kubernetes');
    expect(correctWord('Lmabda')).toBe('lambda');
  });
});

describe('words of the language', () => {
  it('an English word one letter from a known word is left as written', () => {
    expect(correctWord('banking')).toBeUndefined();
    expect(correctWord('booking')).toBeUndefined();
    expect(correctWord('collaborative')).toBeUndefined();
  });
});
