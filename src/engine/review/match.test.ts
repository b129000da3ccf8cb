import { describe, expect, it } from 'vitest';
import { matchWarning, review, type Warning } from './index.js';
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
});
