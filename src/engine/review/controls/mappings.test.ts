import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../../shared/contract/values.js';
import { RULES } from '../registry.js';
import { controlsFor, FRAMEWORK_INFO, noControlReason, RULE_CONTROLS, sourcedControlsFor } from './index.js';

describe('compliance controls of review rules', () => {
  it('gives every registered rule controls with a source, or a written reason why none applies', () => {
    for (const rule of RULES) {
      const controls = sourcedControlsFor(rule.id);
      const reason = noControlReason(rule.id);
      expect(controls.length > 0 || (reason ?? '').length > 20, `${rule.id} has no controls and no reason`).toBe(true);
      expect(controls.length > 0 && reason !== undefined, `${rule.id} has both controls and a reason`).toBe(false);
      for (const c of controls) expect(c.source.length, `${rule.id} ${c.framework} ${c.id}`).toBeGreaterThan(20);
    }
  });

  it('maps no rule that does not exist', () => {
    const ids = new Set(RULES.map((r) => r.id));
    expect(Object.keys(RULE_CONTROLS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('uses well-formed ids of each framework, each with a title from the catalog', () => {
    for (const rule of RULES) {
      for (const c of controlsFor(rule.id)) {
        expect(c.id, `${rule.id}: ${c.framework}`).toMatch(FRAMEWORK_INFO[c.framework].idPattern);
        expect(FRAMEWORK_INFO[c.framework].controls[c.id], `${rule.id}: ${c.framework} ${c.id} has no title`).toBeDefined();
      }
      const keys = controlsFor(rule.id).map((c) => `${c.framework}/${c.id}`);
      expect(new Set(keys).size, `${rule.id} lists a control twice`).toBe(keys.length);
    }
  });

  it('rejects ids shaped like another framework', () => {
    const nist = FRAMEWORK_INFO['nist-800-53'].idPattern;
    expect(nist.test('SC-28(1)')).toBe(true);
    expect(nist.test('3.5.1')).toBe(false);
    expect(FRAMEWORK_INFO['pci-dss'].idPattern.test('SC-7')).toBe(false);
    expect(FRAMEWORK_INFO.hipaa.idPattern.test('164.312(e)(2)(ii)')).toBe(true);
    expect(FRAMEWORK_INFO.hipaa.idPattern.test('164.312e')).toBe(false);
    expect(FRAMEWORK_INFO.soc2.idPattern.test('CC6.1')).toBe(true);
    expect(FRAMEWORK_INFO.soc2.idPattern.test('CC6')).toBe(false);
  });

  it('catalogues only ids of the right shape', () => {
    for (const f of FRAMEWORKS) {
      for (const id of Object.keys(FRAMEWORK_INFO[f].controls)) expect(id, f).toMatch(FRAMEWORK_INFO[f].idPattern);
    }
  });

  it('filters by framework', () => {
    const all = controlsFor('no_encryption_transit');
    const pci = controlsFor('no_encryption_transit', ['pci-dss']);
    expect(pci.length).toBeGreaterThan(0);
    expect(pci.every((c) => c.framework === 'pci-dss')).toBe(true);
    expect(all.length).toBeGreaterThan(pci.length);
  });
});
