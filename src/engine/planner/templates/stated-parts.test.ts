import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

const edges = (prompt: string): string[] => placed(prompt, 'general').edges;

describe('parts a terse prompt names take the roles of its architecture', () => {
  it('a named API is the app tier: the bare "web app" opening the list is only the title', () => {
    const drawn = edges('small web app - visitors, haproxy load balancer, flask api, mariadb and memcached');
    expect(drawn).toEqual(expect.arrayContaining([
      'Visitors -> Haproxy load balancer', 'Haproxy load balancer -> Flask API', 'Flask API -> Mariadb', 'Flask API -> Memcached',
    ]));
    expect(drawn.some((e) => /Web app/.test(e))).toBe(false);
    expect(drawn).not.toContain('Visitors -> Flask API');
  });

  it('a web app listed among the parts, not opening the text, stays a part', () => {
    const drawn = edges('visitors, a web app, a flask api, mariadb');
    expect(drawn.some((e) => /Web app/.test(e))).toBe(true);
  });
});
