import type { ServiceEntry } from '../catalog/index.js';
import type { GroupKind, Props } from '../model/index.js';
import type { ConcreteDiagramType, Provider } from '../../shared/contract/values.js';

/** The subnet tier a component lives in, or where it sits relative to the network. */
export type Tier = 'client' | 'edge' | 'public' | 'app' | 'data' | 'outside' | 'onprem';

/**
 * A component the prompt names (or a template adds), before it is expanded into diagram nodes:
 * "three Lambda processors" is one entity with count 3.
 */
export interface Entity {
  key: string;
  entry: ServiceEntry;
  /** The words as typed ("Lambda processors"), or the template's label. */
  matched: string;
  /** Reading order; template parts come after everything the prompt named. */
  order: number;
  origin: 'prompt' | 'template' | 'inferred';
  /** Words shown before / after the service name, and in parentheses. */
  pre: string[];
  post: string[];
  paren: string[];
  /** Programs the text says run on it ("a Streamlit app hosted on App Runner"): later mentions of them are it. */
  runs?: string[];
  /** Roles the text says this part plays ("acts as the dispatcher"): said again later with "the", they are it. */
  roles?: string[];
  /** A fixed label (templates, or a role label like "RDS (primary)"); wins over the parts above. */
  label?: string;
  role?: string;
  count: number;
  /** The text's name for each of those copies, when it gives one ("three queues: billing, shipping and analytics"). */
  names?: string[];
  /** Another entity whose instances this one pairs with one-to-one ("each pod ... its own PVC"). */
  pairWith?: string;
  props: Props;
  /** Drawn as a container of this kind instead of a node (a VPC things are placed in). */
  container?: GroupKind;
  /** Noun from the surrounding text that tells same-service components apart ("order"). */
  hint?: string;
  /** Regions it is deployed in ("App Service in East US and West Europe"). */
  regions: string[];
  /** Key of the container entity (VPC, cluster, namespace) it was placed in by the prompt. */
  placedIn?: string;
  /** The account, project, subscription or resource group the text puts it in ("in the logging account"). */
  account?: string;
  /** Subnet tier asked for by the prompt ("in private subnets"). */
  tier?: Tier;
  /** A subnet of that tier the text names besides the tier's own ("the proxy subnet" beside "the app subnet"). */
  subnet?: string;
  /** A heading-only mention: kept for understanding, never drawn. */
  descriptor?: boolean;
}

export type RelationKind = 'flow' | 'attach' | 'replication';

/** A directed relation between two entities; expanded into edges between their instances. */
export interface Relation {
  from: string;
  to: string;
  kind: RelationKind;
  label?: string;
  props?: Props;
  origin: 'prompt' | 'template' | 'inferred';
}

/** Everything the planner understood from a prompt, before containers and expansion. */
export interface Understanding {
  text: string;
  /** Words the reading corrected, with the text's own spelling ("postgres" → "postgress"). */
  spelled?: ReadonlyMap<string, string>;
  provider: Provider;
  diagramType: ConcreteDiagramType;
  entities: Entity[];
  relations: Relation[];
  /** Named regions in the order they were mentioned. */
  regions: string[];
  /** Availability zones asked for (0 = not asked). */
  azCount: number;
  /** The text's names for subnets by tier ("web subnet"), drawn instead of the standard ones. */
  subnetNames?: Partial<Record<Tier, string>>;
  /** Architectures recognised, strongest first. */
  archetypes: string[];
  /** Facts for the "understood" list shown to the person. */
  notes: string[];
  flags: PromptFlags;
}

/** Non-functional asks that set props (tls, encryption...). */
export interface PromptFlags {
  tls: boolean;
  encrypted: boolean;
  highlyAvailable: boolean;
  backups: boolean;
  privateNetworking: boolean;
}
