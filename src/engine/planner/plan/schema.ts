import { z } from 'zod';
import { SERVICE_KINDS } from '../../catalog/index.js';
import { GroupKindSchema, PropsSchema } from '../../model/index.js';
import { DIAGRAM_TYPES } from '../../../shared/contract/values.js';

/**
 * The compact plan every planner produces — the built-in one and the LLMs alike. It names
 * catalog services (or generic kinds), groups and edges; the engine turns it into the model
 * (and later into draw.io XML). An LLM never writes XML.
 */
const PlanId = z.string().min(1).max(60).regex(/^[A-Za-z][A-Za-z0-9_.:-]*$/, 'ids start with a letter and use letters, digits, _ . : -');

export const PlanNodeSchema = z.object({
  id: PlanId,
  /** Catalog id such as "aws.rds"; null for a plain shape (flowchart steps, sequence participants). */
  service: z.string().max(80).nullable().optional(),
  /** Generic role when the service is not known ("relational_db"); the provider's default is used. */
  kind: z.enum(SERVICE_KINDS).optional(),
  label: z.string().min(1).max(120),
  /** Id of the group the node sits in. */
  group: PlanId.nullable().optional(),
  props: PropsSchema.optional(),
  /** Flowcharts: the shape of a step; sequence diagrams: `lifeline` for a participant. */
  shape: z.enum(['start', 'end', 'step', 'decision', 'io', 'lifeline']).optional(),
});

export const PlanGroupSchema = z.object({
  id: PlanId,
  kind: GroupKindSchema,
  label: z.string().max(120),
  parent: PlanId.nullable().optional(),
  props: PropsSchema.optional(),
  /** Overlay groups (an auto scaling group): the nodes drawn inside it. */
  members: z.array(PlanId).optional(),
});

export const PlanEdgeSchema = z.object({
  from: PlanId,
  to: PlanId,
  label: z.string().max(120).optional(),
  props: PropsSchema.optional(),
});

export const PlanSchema = z.object({
  title: z.string().min(1).max(120),
  diagram_type: z.enum(DIAGRAM_TYPES).exclude(['auto']),
  nodes: z.array(PlanNodeSchema).min(1).max(200),
  groups: z.array(PlanGroupSchema).max(100).default([]),
  edges: z.array(PlanEdgeSchema).max(400).default([]),
});

export type PlanNode = z.infer<typeof PlanNodeSchema>;
export type PlanGroup = z.infer<typeof PlanGroupSchema>;
export type PlanEdge = z.infer<typeof PlanEdgeSchema>;
export type Plan = z.infer<typeof PlanSchema>;
