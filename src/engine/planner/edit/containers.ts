import type { GroupKind, ModelGroup } from '../../model/index.js';
import { capitalize } from '../text/tokens.js';
import { groupKindOf } from './references.js';
import { EditFailure, type EditSession } from './session.js';

/** Where a new container of a kind goes: a subnet beside the cell's subnet, a VPC in the region or cloud, a region in the cloud. */
const PARENT_KINDS: Readonly<Partial<Record<GroupKind, readonly GroupKind[]>>> = {
  subnet: ['az', 'vpc'], az: ['vpc'], vpc: ['region', 'cloud'], region: ['cloud'], cluster: ['region', 'cloud', 'vpc'], namespace: ['cluster'],
};

const TIER_WORDS: readonly (readonly [RegExp, string])[] = [[/\b(data|database|db|storage)\b/i, 'data'], [/\b(app|application|private|compute)\b/i, 'app'], [/\b(public|web|dmz|edge)\b/i, 'public']];

/**
 * A container the prompt asks for with an indefinite or "own" phrase ("a VPC", "its own isolated
 * data subnet", "a second region"), created in the place its kind belongs; near `cell` when given.
 */
export function newContainer(s: EditSession, phrase: string, cell: string | null): string {
  const kind = groupKindOf(phrase);
  if (!kind) throw new EditFailure(`"${phrase}" is not a kind of container I can create (VPC, subnet, zone, region, cluster …)`);
  const chain: ModelGroup[] = [];
  const start = cell ? (s.node(cell)?.parent ?? s.model.groups.find((g) => g.id === cell)?.parent ?? null) : null;
  for (let g = s.model.groups.find((x) => x.id === start); g && !chain.includes(g); g = s.model.groups.find((x) => x.id === g!.parent)) chain.push(g);
  const wanted = PARENT_KINDS[kind] ?? ['cloud'];
  const parent = wanted.map((k) => chain.find((g) => g.kind === k) ?? s.model.groups.find((g) => g.kind === k)).find(Boolean) ?? null;
  const label = capitalize(phrase.trim().replace(/^(?:a|an|another|new|the|its own|their own|own)\s+/i, '').replace(/^(?:its own|own)\s+/i, ''));
  const props: Record<string, string | boolean> = {};
  if (kind === 'subnet') {
    const tier = TIER_WORDS.find(([re]) => re.test(phrase))?.[1];
    if (tier) props['tier'] = tier;
    props['public'] = tier === 'public';
  }
  const id = s.newId(label, kind);
  s.push([{ op: 'add_group', id, kind, label, parent: parent?.id ?? null, props }], `add ${label}${parent ? ` in ${parent.label || parent.kind}` : ''}`);
  return id;
}
