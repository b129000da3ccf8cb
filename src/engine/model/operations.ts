import { z } from 'zod';
import { ProviderSchema } from '../../shared/contract/values.js';
import {
  CellIdSchema,
  GroupKindSchema,
  PropValueSchema,
  PropsSchema,
  StyleOverridesSchema,
} from './schema.js';

/**
 * Model operations: the only way anything changes a diagram (generate, edit, fix, import
 * clean-up). `apply(model, ops)` is pure; `patch(xml, resolvedOps, placement)` writes the same
 * change into the XML touching nothing else. Ops that create cells may name the id; when they
 * do not, apply() assigns a deterministic one and returns it in the resolved ops.
 */
const Id = CellIdSchema;

export const AddNodeOpSchema = z.object({
  op: z.literal('add_node'),
  id: Id.optional(),
  service: z.string().nullable(),
  label: z.string().optional(),
  parent: Id.nullable().optional(),
  props: PropsSchema.optional(),
});
export const AddGroupOpSchema = z.object({
  op: z.literal('add_group'),
  id: Id.optional(),
  kind: GroupKindSchema,
  label: z.string(),
  parent: Id.nullable().optional(),
  props: PropsSchema.optional(),
  members: z.array(Id).optional(),
});
export const ConnectOpSchema = z.object({
  op: z.literal('connect'),
  id: Id.optional(),
  source: Id,
  target: Id,
  label: z.string().optional(),
  props: PropsSchema.optional(),
});
/** Removes the edge named by id, or every edge source → target. */
export const DisconnectOpSchema = z.object({
  op: z.literal('disconnect'),
  id: Id.optional(),
  source: Id.optional(),
  target: Id.optional(),
});
/**
 * Replaces the edge(s) source → target by source → new node → target. The two new edges take the
 * label and props of the first replaced edge; `edges` names them (apply fills it in).
 */
export const InsertBetweenOpSchema = z.object({
  op: z.literal('insert_between'),
  id: Id.optional(),
  edges: z.tuple([Id, Id]).optional(),
  source: Id,
  target: Id,
  service: z.string().nullable(),
  label: z.string().optional(),
  parent: Id.nullable().optional(),
  props: PropsSchema.optional(),
});
export const MoveIntoOpSchema = z.object({
  op: z.literal('move_into'),
  id: Id,
  parent: Id.nullable(),
});
/** value null removes the property. */
export const SetPropertyOpSchema = z.object({
  op: z.literal('set_property'),
  id: Id,
  key: z.string().regex(/^[a-z][a-z0-9_]*$/),
  value: PropValueSchema.nullable(),
});
export const RenameOpSchema = z.object({ op: z.literal('rename'), id: Id, label: z.string() });
export const ReplaceServiceOpSchema = z.object({
  op: z.literal('replace_service'),
  id: Id,
  service: z.string(),
  label: z.string().optional(),
});
/** Removes a node with its edges, an edge, or a group (children move up unless cascade). */
export const RemoveOpSchema = z.object({
  op: z.literal('remove'),
  id: Id,
  cascade: z.boolean().optional(),
});
export const RestyleOpSchema = z.object({
  op: z.literal('restyle'),
  id: Id,
  style: z.record(z.string(), z.string().nullable()),
});
export const SetTitleOpSchema = z.object({ op: z.literal('set_title'), title: z.string() });
/** The diagram's cloud provider (services are switched separately, with replace_service). */
export const SetProviderOpSchema = z.object({ op: z.literal('set_provider'), provider: ProviderSchema });

export const OperationSchema = z.discriminatedUnion('op', [
  AddNodeOpSchema,
  AddGroupOpSchema,
  ConnectOpSchema,
  DisconnectOpSchema,
  InsertBetweenOpSchema,
  MoveIntoOpSchema,
  SetPropertyOpSchema,
  RenameOpSchema,
  ReplaceServiceOpSchema,
  RemoveOpSchema,
  RestyleOpSchema,
  SetTitleOpSchema,
  SetProviderOpSchema,
]);
export type Operation = z.infer<typeof OperationSchema>;
export type OperationKind = Operation['op'];
export const OperationListSchema = z.array(OperationSchema);

export { StyleOverridesSchema };
