import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('code named right after the part it belongs to is no repository of its own', () => {
  it('"rewrites the … service source code" draws no code repository between the people and the code host', () => {
    const { labels, edges } = drawn('Late at night a contractor rewrites the Flask booking service source code and commits it to Bitbucket. A Bitbucket hook then starts CircleCI.', 'aws');
    expect(labels.some((l) => /source code|git repo/i.test(l))).toBe(false);
    expect(edges).toContain('Contractor -> Bitbucket');
    expect(edges).toContain('Bitbucket -> CircleCI');
    // Source code pushed with no part named before it still lands in a repository.
    const alone = drawn('At the end of every sprint a developer pushes source code to AWS CodeCommit, and AWS CodePipeline builds it.', 'aws');
    expect(alone.labels.some((l) => /code/i.test(l))).toBe(true);
  });
});
