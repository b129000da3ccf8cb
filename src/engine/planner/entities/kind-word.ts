import type { ServiceKind } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import { headedBy } from './resolve-refs.js';

/**
 * Everyday nouns that name what a component is ("the stream", "the queue"), with the kinds they name.
 * Data: the reading below is the same for each.
 */
const KIND_NOUNS: Readonly<Record<string, readonly ServiceKind[]>> = {
  stream: ['stream'],
  queue: ['queue'],
  topic: ['topic'],
  bucket: ['object_storage'],
  cache: ['cache'],
};

/**
 * "Readings land in Event Hubs. The Stream Analytics job consumes the stream": a kind noun found inside a
 * product's name only as a modifier ("Stream" in "Stream Analytics", a processor, not a stream)
 * points at the last component that IS of that kind, when there is one.
 */
export function kindNounOwner(word: string, using: Entity | undefined, entities: readonly Entity[]): Entity | undefined {
  const kinds = KIND_NOUNS[word];
  if (!kinds || !using || kinds.includes(using.entry.kind) || headedBy(using, word)) return undefined;
  return entities.findLast((e) => !e.descriptor && e !== using && kinds.includes(e.entry.kind));
}
