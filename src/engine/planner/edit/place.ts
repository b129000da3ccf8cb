import { getService, type ServiceEntry } from '../../catalog/index.js';
import type { ArchitectureModel, ModelGroup } from '../../model/index.js';
import { isVpcResident, tierOf } from '../build/placement.js';

function group(model: ArchitectureModel, id: string | null | undefined): ModelGroup | undefined {
  return id ? model.groups.find((g) => g.id === id) : undefined;
}

/** Groups from a cell's parent up to the top. */
export function ancestry(model: ArchitectureModel, parent: string | null): ModelGroup[] {
  const out: ModelGroup[] = [];
  for (let g = group(model, parent); g && !out.includes(g); g = group(model, g.parent)) out.push(g);
  return out;
}

/**
 * Where a new component goes: next to the component it is added near when both live in the same
 * kind of place (inside the VPC or outside it), else the nearest region or cloud box; with no
 * neighbour, a subnet of its tier if the diagram has one, else the cloud box.
 */
export function parentFor(model: ArchitectureModel, entry: ServiceEntry, nearParent?: string | null): string | null {
  const resident = isVpcResident(entry, model.provider);
  if (entry.category === 'client') return null;
  if (nearParent !== undefined) {
    const chain = ancestry(model, nearParent);
    const inVpc = chain.some((g) => g.kind === 'vpc');
    if (resident === inVpc) return (resident ? tierSubnetNear(model, entry, chain) : undefined) ?? nearParent;
    if (!resident) return chain.find((g) => g.kind === 'region' || g.kind === 'cloud')?.id ?? null;
  }
  if (resident) {
    const tier = tierOf(entry, model.provider);
    const subnet = model.groups.find((g) => g.kind === 'subnet' && (g.props['tier'] === tier || g.label.toLowerCase().includes(tier)));
    return subnet?.id ?? model.groups.find((g) => g.kind === 'vpc')?.id ?? null;
  }
  const home = model.groups.find((g) => g.kind === 'region')?.id ?? model.groups.find((g) => g.kind === 'cloud')?.id;
  if (home) return home;
  // A Kubernetes diagram: workloads and in-cluster services belong in the cluster.
  const inCluster = model.provider === 'kubernetes' && (entry.provider === 'kubernetes' || entry.provider === 'general');
  return inCluster ? model.groups.find((g) => g.kind === 'cluster')?.id ?? null : null;
}

/** A subnet's tier from its props, else its label ("Private data subnet 1" → data). */
function subnetTier(g: ModelGroup): string | undefined {
  if (typeof g.props['tier'] === 'string') return g.props['tier'];
  const label = g.label.toLowerCase();
  return ['public', 'data', 'app'].find((t) => label.includes(t)) ?? (/\bdb\b|database/.test(label) ? 'data' : undefined);
}

/**
 * When the neighbour sits in a subnet of another tier (a cache added next to the app servers), the
 * subnet of the new component's own tier in the same zone, else in the same network; undefined
 * when the neighbour's subnet already fits or the diagram has no such subnet.
 */
function tierSubnetNear(model: ArchitectureModel, entry: ServiceEntry, chain: readonly ModelGroup[]): string | undefined {
  const subnet = chain.find((g) => g.kind === 'subnet');
  if (!subnet) return undefined;
  const tier = tierOf(entry, model.provider);
  const current = subnetTier(subnet);
  if (current === undefined || current === tier) return undefined;
  const fitting = model.groups.filter((g) => g.kind === 'subnet' && subnetTier(g) === tier);
  const vpc = chain.find((g) => g.kind === 'vpc');
  const inVpc = (g: ModelGroup): boolean => !vpc || ancestry(model, g.parent).some((a) => a.id === vpc.id);
  return (fitting.find((g) => g.parent === subnet.parent) ?? fitting.find(inVpc))?.id;
}

export function kindOfNode(model: ArchitectureModel, id: string): string | undefined {
  const n = model.nodes.find((x) => x.id === id);
  return n?.service ? getService(n.service)?.kind : undefined;
}
