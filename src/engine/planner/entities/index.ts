import type { Provider } from '../../../shared/contract/values.js';
import type { Entity } from '../types.js';
import { actorModifiers } from './actor-modifiers.js';
import { buildItems } from './build-items.js';
import type { Item } from './items.js';
import { resolveEntities } from './resolve.js';
import { mergeApposition } from './apposition.js';
import { mergeApiOf } from './api-of.js';
import { dropProductDescriptions } from './product-description.js';
import { nameCalled } from './called.js';
import { mergeRoleCopulas } from './role-copula.js';
import { pointBackWithThe } from './this-is-the.js';
import { nameImplementedAs } from './implemented-as.js';
import { moreOfPool } from './more-of-pool.js';
import { nameInLaterSentence } from './named-later.js';
import { mergeHostedOn, nameHostsByPhrase } from './hosting.js';
import { nameMembers } from './named-members.js';
import { networksPerRole } from './per-each.js';
import { onPremPrograms } from './onprem-nouns.js';
import { mergeRunsAsWorkload } from './workload-kind.js';
import { markInCluster } from './in-cluster.js';
import { placeWhereClauses } from './where-clause.js';
import { mergeSlots } from './slot-merge.js';
import { shareWorkloadKind } from './shared-kind.js';
import { mergeNamedIdentifier } from './named-identifier.js';
import { nameCopies } from './named-copies.js';
import { spellCopies } from './spelled-copies.js';
import { nameColonParts } from './colon-names.js';
import { nameClauseMembers } from './named-clauses.js';
import { qualifySlots } from './slot-qualify.js';
import { mergeSameKindRoles } from './same-kind-role.js';
import { Tags } from '../text/nlp.js';

export type { Item, Slot } from './items.js';
export type { Location } from './locations.js';
export { isGenericTerm } from './raw-mentions.js';
export { headingEnd } from './heading.js';
export { isDataKind } from './slot-merge.js';
export { entityParts } from './resolve.js';
export { hostedAliases, hostedParts } from './hosting.js';

/** Reads the components a prompt names: the item stream for relation finding, and the entities. */
export function readEntities(text: string, provider: Provider): { items: Item[]; entities: Entity[] } {
  const tags = new Tags(text);
  const built = buildItems(text, provider, tags.all);
  for (const it of built) if (it.t === 'word') it.pos = tags.at(it.start)?.pos;
  const items = moreOfPool(nameMembers(nameInLaterSentence(nameCalled(mergeRoleCopulas(pointBackWithThe(nameImplementedAs(dropProductDescriptions(mergeApposition(mergeApiOf(markInCluster(mergeRunsAsWorkload(mergeHostedOn(nameClauseMembers(nameColonParts(spellCopies(nameCopies(mergeNamedIdentifier(qualifySlots(onPremPrograms(shareWorkloadKind(mergeSlots(text, networksPerRole(mergeSameKindRoles(actorModifiers(text, built, tags)))))), tags)))))))))), text))))), text), text)));
  nameHostsByPhrase(items, text);
  placeWhereClauses(items);
  return resolveEntities(items, provider);
}
