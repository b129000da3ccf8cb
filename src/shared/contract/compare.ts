import { z } from 'zod';
import { WarningOutSchema } from './common.js';
import { DiagramParamsSchema } from './diagrams.js';
import { defineRoute } from './route.js';

/** What changed between two versions, and a diagram's text equivalent. */

const FieldChangeSchema = z.object({
  field: z.enum(['label', 'service', 'kind', 'container', 'position', 'size', 'properties', 'source', 'target']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

const CellRefSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Service id (components) or frame kind (frames). */
  type: z.string().nullable(),
});
const CellChangeSchema = CellRefSchema.extend({ before_id: z.string(), changes: z.array(FieldChangeSchema) });
const EdgeRefSchema = z.object({ id: z.string(), source: z.string(), target: z.string(), label: z.string() });
const EdgeChangeSchema = EdgeRefSchema.extend({ before_id: z.string(), changes: z.array(FieldChangeSchema) });

const sectionOf = <R extends z.ZodType, C extends z.ZodType>(ref: R, change: C) =>
  z.object({ added: z.array(ref), removed: z.array(ref), changed: z.array(change) });

export const DiffOutSchema = z
  .object({
    diagram_id: z.string(),
    from: z.number().int(),
    to: z.number().int(),
    /** Removed cells carry their ids in `from`; added and changed ones their ids in `to`. */
    components: sectionOf(CellRefSchema, CellChangeSchema),
    frames: sectionOf(CellRefSchema, CellChangeSchema),
    connections: sectionOf(EdgeRefSchema, EdgeChangeSchema),
    /** How many cells were paired by meaning (service, label, neighbours) because their ids changed. */
    matched_by_meaning: z.number().int(),
    /** Older id → newer id of the cells paired by meaning (their ids changed). */
    renamed: z.record(z.string(), z.string()),
    review: z.object({
      /** Warnings of `from` that `to` no longer raises. */
      fixed: z.array(WarningOutSchema),
      /** Warnings of `to` that `from` did not raise. */
      introduced: z.array(WarningOutSchema),
      score_before: z.number().int(),
      score_after: z.number().int(),
      score_delta: z.number().int(),
    }),
  })
  .meta({ id: 'DiffOut' });
export type DiffOut = z.infer<typeof DiffOutSchema>;

export const DiffQuerySchema = z.object({
  /** The older version number; default: the version before `to`. */
  from: z.coerce.number().int().min(1).optional(),
  /** The newer version number; default: the current version. */
  to: z.coerce.number().int().min(1).optional(),
});

export const DescriptionOutSchema = z
  .object({
    diagram_id: z.string(),
    version_number: z.number().int(),
    title: z.string(),
    /** One sentence: what the diagram shows. */
    summary: z.string(),
    /** The whole description as plain text, paragraphs separated by blank lines. */
    text: z.string(),
    sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  })
  .meta({ id: 'DescriptionOut' });
export type DescriptionOut = z.infer<typeof DescriptionOutSchema>;

export const DescriptionQuerySchema = z.object({
  /** A version number; default: the current version. */
  version: z.coerce.number().int().min(1).optional(),
});

const read = { tags: ['versions'], auth: 'account' as const, scope: 'diagrams:read' as const };
export const compareRoutes = {
  diff: defineRoute({
    ...read,
    id: 'versions.diff',
    method: 'GET',
    path: '/diagrams/{diagram_id}/diff',
    summary: 'What changed between two versions: components, frames and connections, and the review',
    params: DiagramParamsSchema,
    query: DiffQuerySchema,
    responses: { 200: DiffOutSchema },
  }),
  description: defineRoute({
    ...read,
    id: 'diagrams.description',
    method: 'GET',
    path: '/diagrams/{diagram_id}/description',
    summary: 'A plain-language description of the diagram (its text equivalent)',
    params: DiagramParamsSchema,
    query: DescriptionQuerySchema,
    responses: { 200: DescriptionOutSchema },
  }),
} as const;
