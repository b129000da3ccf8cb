import type { ServiceEntry } from '../../catalog/index.js';
import type { Location } from './locations.js';

/** A service mention being read: grows qualifiers and merges with its neighbours. */
export interface Slot {
  entry: ServiceEntry;
  matched: string;
  start: number;
  end: number;
  pre: string[];
  post: string[];
  paren: string[];
  /** The paren names data the text says sits in this store ("the rows in B"): what works on it takes it from here. */
  keptIn?: boolean;
  count?: number;
  /** The text's name for each copy of a counted mention ("three queues: billing, shipping and analytics"). */
  names?: string[];
  /** The name a listed copy was given ("billing" of "three services: billing, …"): the text may say it alone later. */
  listed?: string;
  determiner?: string;
  isNew: boolean;
  /** "its own": one per instance of the clause's subject. */
  own: boolean;
  role?: string;
  multiAz: boolean;
  zones: string[];
  descriptor: boolean;
  generic: boolean;
  /** Slots named right next to this one as a pair ("Azure Bastion jumpbox"). */
  attached: Slot[];
  /** The second of such a pair: related to its partner only, not to the rest of the clause. */
  companion?: boolean;
  /** Runs on premises ("on-prem SQL Server"). */
  onPrem?: boolean;
  /** Runs as a Kubernetes workload object ("the cache runs as a StatefulSet"): self-hosted, no cloud's managed service. */
  workload?: boolean;
  /** Cluster named right before a workload ("GKE microservices"): the workload runs in it. */
  host?: Slot;
  /** Programs the text says run on this service ("a Streamlit app hosted on App Runner"): later mentions of them are it. */
  runs?: string[];
  /** Roles the text says this part plays ("acts as the dispatcher"): later mentions of them are it. */
  roles?: string[];
  /** Purpose words were merged right after it ("BigQuery for dashboards"): a doer named next does that purpose. */
  purposeNext?: boolean;
  /** Client named in "Cognito for customers". */
  forClient?: Slot;
  /** Entity keys this slot stands for, set when entities are resolved (several for "the read models"). */
  keys: string[];
}

export type Item =
  | { t: 'word'; text: string; lower: string; start: number; end: number; /** Part of speech, as the English model reads it. */ pos?: string;
    /** The hyphen or underscore that joins it to the word before ("orders-sub"). */ joiner?: string }
  | { t: 'num'; value: number; start: number; end: number }
  | { t: 'punct'; text: string; start: number; end: number }
  | { t: 'slot'; slot: Slot; start: number; end: number; joiner?: string }
  | { t: 'loc'; loc: Location; start: number; end: number };

export function isWord(item: Item | undefined, ...words: string[]): boolean {
  return item?.t === 'word' && (words.length === 0 || words.includes(item.lower));
}

export function isPunct(item: Item | undefined, ...chars: string[]): boolean {
  return item?.t === 'punct' && (chars.length === 0 || chars.includes(item.text));
}

export function slotOf(item: Item | undefined): Slot | undefined {
  return item?.t === 'slot' ? item.slot : undefined;
}

/** Text between two items, as typed (used to see hyphens and spaces between mentions). */
export function gap(text: string, a: Item, b: Item): string {
  return text.slice(a.end, b.start);
}

/** "fetch the leaderboard from the API": the noun at `i` is taken from a part named right after "from". */
export function takenFromPart(items: Item[], i: number): boolean {
  return isWord(items[i + 1], 'from') && (items[i + 2]?.t === 'slot' || (isWord(items[i + 2], 'the', 'a', 'an') && items[i + 3]?.t === 'slot'));
}
