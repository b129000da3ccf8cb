import type { Provider } from '../../../shared/contract/values.js';
import type { ModelBuilder } from './builder.js';
import { cloudReference, k8sReference, type CloudProvider } from './reference.js';

/**
 * A rule scenario: a base model (a well-architected reference unless said otherwise), the one
 * change that must raise the rule, and a near-identical change that must not (no false positive).
 */
export interface Scenario {
  rule: string;
  /** What the trigger shows, for test names. */
  name: string;
  /** Providers to run; by default every provider the rule reviews. */
  providers?: readonly Provider[];
  base?: (p: Provider) => ModelBuilder;
  trigger: (b: ModelBuilder, p: Provider) => void;
  /** The near miss; by default the base model itself. */
  clean?: (b: ModelBuilder, p: Provider) => void;
}

export function defaultBase(p: Provider): ModelBuilder {
  return p === 'kubernetes' ? k8sReference() : cloudReference(p as CloudProvider);
}

export function k8sBase(p: Provider): ModelBuilder {
  return k8sReference(p);
}

export function variants(s: Scenario, p: Provider): { trigger: ModelBuilder; clean: ModelBuilder } {
  const base = (s.base ?? defaultBase)(p);
  const trigger = base.clone();
  s.trigger(trigger, p);
  const clean = base.clone();
  s.clean?.(clean, p);
  return { trigger, clean };
}
