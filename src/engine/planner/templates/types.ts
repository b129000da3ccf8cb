import type { ServiceKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { Props } from '../../model/index.js';

/** One standard part of an architecture, matched to what the prompt named by kind. */
export interface TemplatePart {
  id: string;
  kinds: readonly ServiceKind[];
  /** Service per provider when the provider's default for the first kind is not the right one. */
  service?: Partial<Record<Provider, string>>;
  label?: string;
  role?: string;
  props?: Props;
  count?: number;
  /** Added only when the prompt asks for it by keyword (matched against the prompt). */
  when?: RegExp;
  /** Added only for these providers (NAT gateways in an AWS three-tier VPC). */
  providers?: readonly Provider[];
  /** Not added when the diagram already has one of these services (Firebase hosts its own frontend). */
  skipIfServices?: readonly string[];
  /** Not added when a component's words match ("hub VNet" already is the hub). */
  skipIfMatched?: RegExp;
  /** Never added, only matched (a client the completion rules add anyway). */
  matchOnly?: boolean;
}

export interface Template {
  id: string;
  parts: readonly TemplatePart[];
  edges: readonly (readonly [string, string, string?])[];
  /** Paths drawn through whichever of their parts are present ("users → dns → cdn → lb"). */
  chains?: readonly (readonly string[])[];
  /** Availability zones drawn for this architecture on AWS. */
  azs?: number;
}
