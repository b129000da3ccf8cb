import { describe, expect, it } from 'vitest';
import { findWarning, matchWarning, review, type Warning } from './index.js';
import { cloudReference, TLS } from './testing/reference.js';

const diagram = cloudReference('aws').move('db', 'pub1').edge('users', 'app', TLS).remove('monitoring').build();
const warnings = review(diagram);
const byType = (type: string): Warning => warnings.find((w) => w.type === type)!;

describe('matchWarning', () => {
  it('has the warnings the tests rely on', () => {
    expect(warnings.map((w) => w.type)).toEqual(expect.arrayContaining(['public_database', 'compute_exposed_directly', 'no_monitoring', 'no_waf']));
  });

  it('finds a warning by its id, given as warning_id or as the message', () => {
    const target = byType('no_monitoring');
    expect(matchWarning(warnings, { warning_id: target.id, message: 'anything' })).toBe(target);
    expect(matchWarning(warnings, { message: target.id })).toBe(target);
  });

  it('finds a warning by type and component, ignoring case and spaces', () => {
    const target = byType('public_database');
    expect(matchWarning(warnings, { warning_type: 'PUBLIC_DATABASE', component: `  ${target.component.toUpperCase()} `, message: 'x y z' })).toBe(target);
  });

  it('finds a warning by its message, exactly or by the first 120 characters a client sends', () => {
    for (const target of warnings) {
      expect(matchWarning(warnings, { message: target.message })).toBe(target);
      expect(matchWarning(warnings, { message: target.message.slice(0, 120), warning_type: target.type })).toBe(target);
    }
  });

  it('accepts a message cut with an ellipsis and different spacing', () => {
    const target = byType('compute_exposed_directly');
    expect(matchWarning(warnings, { message: `${target.message.slice(0, 40).replace(/ /g, '  ')}…` })).toBe(target);
  });

  it('prefers the warning of the given type when messages are alike', () => {
    const target = byType('no_waf');
    expect(matchWarning(warnings, { message: target.message.slice(0, 10), warning_type: 'no_waf' })).toBe(target);
  });

  it('returns the first in review order when several match, whatever the input order', () => {
    const a = { ...byType('no_waf'), id: 'no_waf:b', component: 'Same', message: 'Same problem here.' };
    const b = { ...byType('no_waf'), id: 'no_waf:a', component: 'Same', message: 'Same problem there.' };
    expect(matchWarning([a, b], { warning_type: 'no_waf', component: 'same', message: 'Same problem' })).toBe(b);
    expect(matchWarning([b, a], { warning_type: 'no_waf', component: 'same', message: 'Same problem' })).toBe(b);
  });

  it('returns null when nothing matches, never a guess', () => {
    expect(matchWarning(warnings, { message: 'The database is on fire.' })).toBeNull();
    expect(matchWarning(warnings, { message: 'x', warning_type: 'no_monitoring', component: 'Nope' })).toBeNull();
    expect(matchWarning([], { message: 'anything', warning_type: 'no_waf' })).toBeNull();
    expect(matchWarning(warnings, { message: 'ab' })).toBeNull();
  });

  it('finds a warning an agent decorated with its type and component and cut anywhere after 40 characters', () => {
    for (const target of warnings) {
      const styles = [
        `• [${target.type}] (${target.component}) ${target.message}`,
        `- ${target.type.toUpperCase()}: ${target.component} — ${target.message}`,
        `[${target.severity}] ${target.component}:   ${target.message}`,
      ];
      for (const text of styles) {
        for (const cut of [40, 57, 80, 120, text.length]) {
          if (cut > text.length) continue;
          expect(matchWarning(warnings, { message: text.slice(0, cut) }), `${text.slice(0, cut)}`).toBe(target);
        }
      }
    }
  });

  it('answers ambiguous, listing the candidates, when a text fits several different warnings', () => {
    const a = { ...byType('no_waf'), id: 'no_waf:x', component: 'Orders API', message: 'Orders API is reachable from the internet without a web application firewall.' };
    const b = { ...byType('no_waf'), id: 'no_waf:y', component: 'Orders API (zone b)', message: 'Orders API is reachable from the internet without a firewall in front.' };
    const found = findWarning([a, b], { message: 'orders api is reachable from the internet' });
    expect(found).toEqual({ ambiguous: [a, b] });
    expect(findWarning([a, b], { message: 'Orders API is reachable from the internet without a web' })).toEqual({ found: a });
  });

  it('treats word-for-word identical findings as one problem, not as ambiguous', () => {
    const a = { ...byType('no_waf'), id: 'no_waf:x', message: 'Same text.' };
    const b = { ...byType('no_waf'), id: 'no_waf:y', message: 'Same text.' };
    expect(findWarning([a, b], { message: 'same text' })).toEqual({ found: a });
  });
});
