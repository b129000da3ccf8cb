import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a word for people after a programming language names a program', () => {
  it('"a Kotlin client" and "the F# client" are two services, not people, and "C#"/"F#" keep them apart', () => {
    const d = drawn('The tide gauge API is read by a Kotlin client, by the F# client and by the C# client.', 'kubernetes');
    for (const name of ['Kotlin client', 'F# client', 'C# client']) {
      expect(d.nodes.find((n) => n.label === name)?.service, name).toBe('general.generic_microservice');
    }
    expect(d.services).not.toContain('general.users');
  });

  it('people after other words stay people', () => {
    const d = drawn('Paying subscribers open the harbour timetable app, which reads a Postgres database.', 'kubernetes');
    expect(d.services).toContain('general.users');
  });
});

describe('entities: "N things: A, B, C" lists the N parts; a later bare plural is all of them', () => {
  it('the counted plural before the colon is the heading, and "listeners" later reaches each listed one', () => {
    const d = drawn('The buoy network has a readings API. It has two clients: Kotlin client, Swift client. The readings API sends tide alerts to clients.', 'kubernetes');
    expect(d.labels.filter((l) => /client$/i.test(l)).sort()).toEqual(['Kotlin client', 'Swift client']);
    expect(d.edges).toEqual(expect.arrayContaining(['Readings API -> Kotlin client', 'Readings API -> Swift client']));
  });
});
