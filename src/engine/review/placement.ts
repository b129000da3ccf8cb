import type { CellId, ModelGroup } from '../model/index.js';
import type { ReviewContext } from './context.js';
import { COMPUTE_KINDS, DATASTORE_KINDS } from './kinds.js';

const TIER_COMPUTE = new Set([...COMPUTE_KINDS].filter((k) => k !== 'function'));

/**
 * Where fixes put cells: next to what they are about, never into a public subnet unless the
 * cell belongs there.
 */

export type Tier = 'app' | 'data';

const TIER_WORDS: Record<Tier, RegExp> = {
  app: /\b(app|application|web|backend|compute|service|services|workload|private)\b/,
  data: /\b(data|database|db|storage|persistence)\b/,
};

function tierScore(ctx: ReviewContext, g: ModelGroup, tier: Tier): number {
  const declared = typeof g.props['tier'] === 'string' ? g.props['tier'] : undefined;
  if (declared === tier) return 2;
  if (declared && declared !== 'public') return 0;
  return TIER_WORDS[tier].test(ctx.label(g.id).toLowerCase()) ? 1 : 0;
}

/** The other tier's cells a subnet already holds: moving next to them would flatten the network. */
function holdsOtherTier(ctx: ReviewContext, g: ModelGroup, tier: Tier): boolean {
  const other = tier === 'app' ? DATASTORE_KINDS : TIER_COMPUTE;
  return ctx.children(g.id).some((c) => ctx.isKind(c, other));
}

/**
 * Private subnets in the same VPC as `id` (the same AZ first), best tier match first — never one
 * that holds the other tier (an app server is not moved in next to a database).
 */
export function privateSubnetsNear(ctx: ReviewContext, id: CellId, tier: Tier): ModelGroup[] {
  const vpc = ctx.vpcOf(id);
  const az = ctx.azOf(id);
  const candidates = ctx.groupsOf('subnet').filter((g) => {
    if (ctx.isPublicSubnet(g) !== false || holdsOtherTier(ctx, g, tier)) return false;
    return vpc ? ctx.isInside(g.id, vpc.id) : true;
  });
  const score = (g: ModelGroup): number => (az && ctx.isInside(g.id, az.id) ? 10 : 0) + tierScore(ctx, g, tier);
  return candidates.sort((a, b) => score(b) - score(a) || ctx.order(a.id) - ctx.order(b.id));
}

/** A public subnet in the same AZ (else VPC) as `id`. */
export function publicSubnetNear(ctx: ReviewContext, id: CellId): ModelGroup | undefined {
  const vpc = ctx.vpcOf(id);
  const az = ctx.azOf(id);
  const candidates = ctx.groupsOf('subnet').filter((g) => ctx.isPublicSubnet(g) === true && (!vpc || ctx.isInside(g.id, vpc.id)));
  return candidates.sort((a, b) => Number(!!az && ctx.isInside(b.id, az.id)) - Number(!!az && ctx.isInside(a.id, az.id)) || ctx.order(a.id) - ctx.order(b.id))[0];
}

/**
 * Where to put a new cell that works with `id` (a cache next to its database, a standby...):
 * `id`'s own container, unless that is a public subnet — then a private subnet near it, or the
 * container around the public subnet.
 */
export function safeParentNear(ctx: ReviewContext, id: CellId, tier: Tier): CellId | null {
  const parent = ctx.parent(id);
  const publicSubnet = ctx.inPublicSubnet(id);
  if (!publicSubnet) return parent;
  return privateSubnetsNear(ctx, id, tier)[0]?.id ?? publicSubnet.parent;
}

/** The outermost provider box (cloud, account or region) to put shared services in, or the top level. */
export function sharedServicesParent(ctx: ReviewContext): CellId | null {
  for (const kind of ['region', 'account', 'cloud'] as const) {
    const found = ctx.groupsOf(kind).filter((g) => !ctx.ancestors(g.id).some((a) => a.kind === kind));
    if (found.length === 1) return found[0]!.id;
  }
  return null;
}
