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
    if (resident && inVpc) return tierSubnet(model, entry, chain) ?? nearParent;
    if (resident === inVpc) return nearParent;
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

const subnetTier = (g: ModelGroup): string | undefined =>
  typeof g.props['tier'] === 'string' ? g.props['tier'] : g.props['public'] === true || /public/i.test(g.label) ? 'public' : undefined;

/**
 * A cache added beside the app lands in the data subnet, not the app's: the subnet of the new
 * component's tier in the same zone as its neighbour (else any zone), when the diagram has one.
 */
function tierSubnet(model: ArchitectureModel, entry: ServiceEntry, chain: readonly ModelGroup[]): string | undefined {
  const tier = tierOf(entry, model.provider);
  const here = chain.find((g) => g.kind === 'subnet');
  if (here && subnetTier(here) === tier) return here.id;
  const zone = chain.find((g) => g.kind === 'az');
  const ofTier = model.groups.filter((g) => g.kind === 'subnet' && subnetTier(g) === tier);
  return (ofTier.find((g) => zone && ancestry(model, g.parent).includes(zone)) ?? ofTier[0])?.id;
}

export function kindOfNode(model: ArchitectureModel, id: string): string | undefined {
  const n = model.nodes.find((x) => x.id === id);
  return n?.service ? getService(n.service)?.kind : undefined;
}
