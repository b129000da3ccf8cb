import { z } from 'zod';
import { DiagramTypeSchema, ProviderSchema } from '../../shared/contract/values.js';

/**
 * The architecture model: what a diagram *means*, derived from the draw.io XML (the document).
 * Ids are draw.io cell ids, so a warning's `cell_ids` and an operation's target name cells directly.
 */

export const CellIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'cell ids use letters, digits and _ . : -');
export type CellId = z.infer<typeof CellIdSchema>;

/**
 * Properties carried as `<object>` attributes. Well-known keys (see KNOWN_PROPS) have fixed
 * meanings used by review rules; any other key is kept and round-tripped as a string.
 */
export const PropValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type PropValue = z.infer<typeof PropValueSchema>;
export const PropsSchema = z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), PropValueSchema);
export type Props = z.infer<typeof PropsSchema>;

/** Well-known property keys and what they mean. Booleans are written as "true"/"false". */
export const KNOWN_PROPS = {
  multi_az: 'boolean: deployed across availability zones (standby / replicas in another AZ)',
  encrypted_at_rest: 'boolean: storage encryption enabled',
  encrypted_in_transit: 'boolean: TLS enforced by the service itself',
  public: 'boolean: reachable from the internet (public IP, public bucket, public endpoint)',
  replicas: 'number: how many instances / read replicas',
  backup: 'boolean: automated backups / point-in-time recovery',
  autoscaling: 'boolean: scales out automatically',
  versioning: 'boolean: object versioning',
  private_endpoint: 'boolean: reached through a private endpoint / Private Link',
  auth: 'boolean: requires authentication',
  waf: 'boolean: a WAF policy is attached',
  tier: "subnet tier: 'public' | 'app' | 'data' | 'mgmt'",
  role: "free text role such as 'primary', 'standby', 'read_replica', 'dlq'",
} as const;

export const GROUP_KINDS = [
  'cloud', // the provider boundary ("AWS Cloud", "Azure", "Google Cloud")
  'account', // AWS account, Azure subscription, GCP project
  'region',
  'vpc', // VPC / VNet / VCN
  'az', // availability zone
  'subnet',
  'security_group',
  'resource_group',
  'cluster', // Kubernetes cluster
  'namespace',
  'overlay', // drawn around members that live elsewhere (auto scaling group spanning subnets)
  'onprem', // corporate data centre
  'generic', // any other box
] as const;
export const GroupKindSchema = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof GroupKindSchema>;

/** Optional draw.io style overrides (key → value; null removes the key). */
export const StyleOverridesSchema = z.record(z.string(), z.string());
export type StyleOverrides = z.infer<typeof StyleOverridesSchema>;

export const NodeSchema = z.object({
  id: CellIdSchema,
  /** Catalog id such as `aws.rds`; null when the cell is not a known service (text, plain shape). */
  service: z.string().nullable(),
  label: z.string(),
  /** Containing group id, or null at the top level. */
  parent: CellIdSchema.nullable(),
  props: PropsSchema,
  style: StyleOverridesSchema.optional(),
});
export type ModelNode = z.infer<typeof NodeSchema>;

export const GroupSchema = z.object({
  id: CellIdSchema,
  kind: GroupKindSchema,
  label: z.string(),
  parent: CellIdSchema.nullable(),
  props: PropsSchema,
  /** Overlay groups only: the nodes they are drawn around (their parents stay where they are). */
  members: z.array(CellIdSchema).optional(),
  style: StyleOverridesSchema.optional(),
});
export type ModelGroup = z.infer<typeof GroupSchema>;

export const EdgeSchema = z.object({
  id: CellIdSchema,
  source: CellIdSchema,
  target: CellIdSchema,
  label: z.string(),
  /** Well-known: protocol (string), tls (boolean), direction ('one_way' | 'two_way'), async (boolean). */
  props: PropsSchema,
  style: StyleOverridesSchema.optional(),
});
export type ModelEdge = z.infer<typeof EdgeSchema>;

export const ModelSchema = z.object({
  title: z.string(),
  provider: ProviderSchema,
  diagramType: DiagramTypeSchema.exclude(['auto']),
  nodes: z.array(NodeSchema),
  groups: z.array(GroupSchema),
  edges: z.array(EdgeSchema),
});
export type ArchitectureModel = z.infer<typeof ModelSchema>;

/**
 * Geometry of a compiled diagram, relative to each cell's parent as in draw.io's mxGeometry.
 * Layout produces it; compile and patch consume it; parse returns the document's geometry.
 */
export const RectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Rect = z.infer<typeof RectSchema>;
export const PointSchema = z.object({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof PointSchema>;
export const EdgeGeometrySchema = z.object({
  /** Waypoints in the coordinate space of the edge's parent cell. */
  points: z.array(PointSchema),
  /** Label offset as draw.io stores it (mxGeometry x/y of an edge with relative=1). */
  label: PointSchema.optional(),
  /** The edge's draw.io parent cell (lowest common container); absent = root layer. */
  parent: CellIdSchema.optional(),
});
export type EdgeGeometry = z.infer<typeof EdgeGeometrySchema>;
export const GeometrySchema = z.object({
  cells: z.record(z.string(), RectSchema),
  edges: z.record(z.string(), EdgeGeometrySchema),
});
export type Geometry = z.infer<typeof GeometrySchema>;
