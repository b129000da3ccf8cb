import { servicesOf } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { editDistance } from '../text/spelling.js';

/** Up to three catalog ids closest in spelling to an unknown id (within `maxDistance` edits), for repairs and messages. */
export function nearestServices(wanted: string, provider: Provider, maxDistance = 8): string[] {
  const key = wanted.toLowerCase();
  const scored = [...servicesOf(provider), ...servicesOf('general')].map((e) => ({ id: e.id, d: editDistance(key, e.id, maxDistance) }));
  return scored.filter((s) => s.d <= maxDistance).sort((a, b) => a.d - b.d || a.id.localeCompare(b.id)).slice(0, 3).map((s) => s.id);
}
