import type { GroupKind } from '../model/index.js';

/**
 * How one resource type is drawn (data, one table per provider):
 * - `node`: a component with the catalog service `service`;
 * - `group`: a container of kind `group` (VPC, subnet, resource group, namespace, ECS cluster);
 * - `fold`: merged into the resource it references (`into: 'reference'`, a listener's target group
 *   attachment) or into the one that references it (`into: 'referrer'`, a task definition into its
 *   service, a network interface into its VM); its references become that resource's;
 * - `connector`: drawn as edges only, from what the keys in `from` reference to everything else it
 *   references (listeners, event source mappings, subscriptions, security-group rules);
 * - `members`: stands for the resources that reference it (a security group);
 * - `skip`: not drawn (IAM, policies, random_*, route-table associations).
 */
export interface TypeRule {
  role?: 'node' | 'group' | 'fold' | 'connector' | 'members' | 'skip';
  service?: string;
  /** Display name of the type, e.g. "Target group". */
  label?: string;
  group?: GroupKind;
  into?: 'reference' | 'referrer';
  from?: readonly string[];
  /** Dotted key path of a value shown after the type: what an ECS service runs (`load_balancer.container_name`). */
  detail?: string;
  /** Traffic flows from this resource to whatever references it (a target group, a public IP, a WAF). */
  inbound?: boolean;
  /** A different service / label when a body key has a value, e.g. `load_balancer_type = "network"`. */
  variants?: ReadonlyArray<{ key: string; value: string | boolean | RegExp; service?: string; label: string }>;
}

export type RuleTable = Readonly<Record<string, TypeRule>>;

/** Reference keys under which the referenced resource sends traffic to the referrer (SAM Events, ECS LoadBalancers…). */
export const INBOUND_KEYS: ReadonlySet<string> = new Set([
  'Events', 'LoadBalancers', 'load_balancer', 'TargetGroupARNs', 'target_group_arns', 'LoadBalancerNames', 'load_balancers',
  'gateways', 'ingress_application_gateway', 'event_source_arn', 'backend_address_pool_ids',
]);

/**
 * Which group wins when a resource references several: the most specific. An ECS service sits in
 * its cluster rather than its subnets; a subnet in its zone rather than its VPC.
 */
export const GROUP_PRIORITY: readonly GroupKind[] = ['cluster', 'subnet', 'az', 'vpc', 'namespace', 'resource_group', 'region'];
