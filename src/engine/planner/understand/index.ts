import type { DiagramType, Provider } from '../../../shared/contract/values.js';
import { readEntities } from '../entities/index.js';
import { completeRelations } from '../relations/complete.js';
import { EntityGraph } from '../relations/graph.js';
import { completeNetwork } from '../relations/network.js';
import { fillDeployTargets } from '../relations/workloads.js';
import { placeInOnlyCluster } from '../relations/boxes.js';
import { tierMentionsAsMembers } from '../relations/tier-refs.js';
import { countedAsNamedMembers } from '../relations/counted-members.js';
import { summaryPluralsAsParts } from '../relations/summary-plurals.js';
import { allOfServiceAsParts } from '../relations/all-of-service.js';
import { readRelations } from '../relations/reader.js';
import { peopleReceive } from '../relations/people-receive.js';
import { exposedTo } from '../relations/exposed-to.js';
import { carryContent } from '../relations/lineage.js';
import { accountsOfLists } from '../relations/account-lists.js';
import { examplesShareClass } from '../relations/example-members.js';
import { applyTemplate, TEMPLATES } from '../templates/index.js';
import { normalizePrompt } from '../text/normalize.js';
import { spellingChanges } from '../text/spelling.js';
import { spellOutAbbreviations } from '../text/acronyms.js';
import type { Understanding } from '../types.js';
import { detectArchetypes, USER_FACING } from './archetype.js';
import { chooseDiagramType, isArchitectureType } from './diagram-type.js';
import { readFlags } from './flags.js';
import { detectProvider } from './provider.js';

/** A prompt says little about how its parts connect: the architecture's standard shape fills in. */
function isVague(graph: EntityGraph, text: string): boolean {
  const stated = graph.relations.filter((r) => r.origin === 'prompt').length;
  const named = graph.live().length;
  // A one-line ask naming a few parts ("an IoT solution for factory sensors with alerts") is a sketch.
  const short = text.split(/\s+/).length <= SKETCH_WORDS && named <= 3 && stated < named - 1;
  return stated === 0 || (stated <= 1 && named <= 2) || short;
}

/** Prompts up to this many words that name three parts or fewer are sketches the archetype completes. */
const SKETCH_WORDS = 16;

/**
 * Everything the built-in planner understands from a prompt: provider, diagram type, the
 * components and how they connect, with what the prompt leaves implicit filled in.
 */
export function understand(prompt: string, requested: { provider: Provider; diagramType: DiagramType }): { u: Understanding; graph: EntityGraph } {
  const text = spellOutAbbreviations(normalizePrompt(prompt));
  const provider = detectProvider(text, requested.provider);
  const { items, entities } = readEntities(text, provider);
  const graph = new EntityGraph(entities);
  const read = readRelations(items, graph);
  peopleReceive(items, graph);
  exposedTo(items, graph);
  carryContent(items, graph, text);
  accountsOfLists(items, text, graph);
  countedAsNamedMembers(graph);
  summaryPluralsAsParts(graph);
  tierMentionsAsMembers(graph, read.subnetNames);
  const archetypes = detectArchetypes(text, graph.live());
  const diagramType = chooseDiagramType(requested.diagramType, text, archetypes, graph.live().length);
  const notes: string[] = [];
  if (isArchitectureType(diagramType)) {
    const template = isVague(graph, text) && archetypes.length > 0 ? TEMPLATES[archetypes[0]!] : undefined;
    if (template) applyTemplate(graph, template, provider, text);
    completeNetwork(graph, provider);
    fillDeployTargets(graph);
    placeInOnlyCluster(graph.live());
    completeRelations(graph, read, provider, archetypes.some((a) => USER_FACING.has(a)), text);
    examplesShareClass(items, graph);
    // Once completion is done: a part the plural stood beside keeps the inputs completion gave it.
    allOfServiceAsParts(items, graph);
    // A standard part nothing connects to explains nothing: it is not drawn.
    for (const e of graph.live()) if (e.origin === 'template' && !e.container && graph.degree(e.key) === 0) e.descriptor = true;
    // "an online bookstore": in a sketch the architecture completed, the unknown thing named first, left
    // unconnected, is the system itself (it names the diagram), not a part of it.
    const first = graph.live().filter((e) => e.origin === 'prompt').sort((a, b) => a.order - b.order)[0];
    // A box the text puts things in ("two namespaces, …, each with …") is a part, not the system's name.
    const holds = first && graph.live().some((e) => e.placedIn === first.key);
    if (template && first && !holds && first.entry.kind === 'generic' && graph.degree(first.key) === 0) first.descriptor = true;
    const added = graph.live().filter((e) => e.origin === 'template').map((e) => e.label ?? e.entry.short);
    if (template && added.length > 0) notes.push(`added the standard parts of a ${template.id.replace(/_/g, '-')} architecture: ${added.join(', ')}`);
  }
  const u: Understanding = {
    text,
    spelled: spellingChanges(prompt),
    provider,
    diagramType,
    entities: graph.entities,
    relations: graph.relations,
    regions: read.regions,
    azCount: read.azCount,
    subnetNames: read.subnetNames,
    archetypes,
    notes,
    flags: readFlags(text),
  };
  if (read.regionCount > u.regions.length && u.regions.length === 0 && read.regionCount >= 2) {
    u.regions = Array.from({ length: read.regionCount }, (_, i) => (i === 0 ? 'Primary region' : i === 1 ? 'Secondary region' : `Region ${i + 1}`));
  }
  return { u, graph };
}
