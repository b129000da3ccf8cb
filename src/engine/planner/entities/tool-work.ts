import type { Entity } from '../types.js';
import { isWord, type Item, type Slot } from './items.js';

/** Verbs for the work a tool is set to do ("uses EMR to execute Hive steps"). */
const WORK_VERBS = ['run', 'execute', 'launch', 'start', 'host', 'power', 'operate', 'submit', 'schedule'];

/**
 * "The team uses AWS Glue to launch its ETL work", "relies on Dataproc to start nightly Spark work": the work named right
 * after "<tool> to run" that the catalog reads as the same service is the tool's own work, the
 * component just named, not a second copy of it.
 */
export function toolWork(items: Item[], i: number, slot: Slot, entities: Entity[]): Entity | undefined {
  let j = i - 1;
  if (isWord(items[j], 'a', 'an', 'the', 'its', 'their')) j--;
  if (!isWord(items[j], ...WORK_VERBS) || !isWord(items[j - 1], 'to')) return undefined;
  const tool = items[j - 2];
  if (tool?.t !== 'slot' || tool.slot.keys.length !== 1 || (slot.count ?? 1) > 1) return undefined;
  const entity = entities.find((e) => e.key === tool.slot.keys[0]);
  return entity && entity.entry.id === slot.entry.id ? entity : undefined;
}
