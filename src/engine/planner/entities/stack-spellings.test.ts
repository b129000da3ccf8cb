import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';
import { words } from './name-words.js';

describe('entities: one runtime spelt two ways names one part', () => {
  it('"Node.js", "NodeJS" and "Node" compare as one word; so do "Golang" and "Go"', () => {
    expect(words('Node.js app')).toEqual(words('Node app'));
    expect(words('NodeJS service')).toEqual(words('Node service'));
    expect(words('Golang worker')).toEqual(words('Go worker'));
  });

  it('"the Go worker" after "a Golang worker" is the same worker', () => {
    const d = drawn('A Golang worker writes rows to Cloud SQL. The Go worker is triggered by Cloud Scheduler.', 'gcp');
    expect(d.nodes.map((n) => n.label)).not.toContain('Go worker');
    expect(d.edges).toContain('Cloud Scheduler -> Golang worker');
  });
});
