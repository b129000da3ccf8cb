import { z } from 'zod';
import {
  CursorSchema,
  IdSchema,
  LimitSchema,
  PathIdSchema,
  ScoreOutSchema,
  TimestampSchema,
  UsageOutSchema,
  WarningOutSchema,
  pageOf,
  repeatable,
} from './common.js';
import { FromCodeRequestSchema } from './from-code.js';
import { defineRoute } from './route.js';
import { DiagramTypeSchema, ExportFormatSchema, FrameworkSchema, ProviderSchema } from './values.js';

/** Diagrams: generate, read, list, update, delete, import, edit, fix, warnings, export (API.md §9). */

export const MAX_PROMPT_CHARS = 30_000;
export const MAX_IMPORT_XML_CHARS = 500_000;
export const MAX_UPDATE_XML_CHARS = 2_000_000;

export const GenerateRequestSchema = z
  .object({
    prompt: z.string().trim().min(1).max(MAX_PROMPT_CHARS),
    cloud_provider: ProviderSchema.default('general'),
    /** Absent: `architecture` (the server picks only when asked with `auto`). */
    diagram_type: DiagramTypeSchema.optional(),
    /** Adds opinionated `suggestions`; paid plans only. */
    opinionated: z.boolean().default(false),
  })
  .meta({ id: 'GenerateRequest' });
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const DiagramSummarySchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    cloud_provider: z.string().nullable().optional(),
    diagram_type: z.string().nullable().optional(),
    is_public: z.boolean(),
    created_at: TimestampSchema.nullable(),
    /** Skyplan extra: when the current version was made. */
    updated_at: TimestampSchema.nullable().optional(),
    /** Skyplan extra: the number of the current version. */
    version_number: z.number().int().nullable().optional(),
    /** Skyplan extra: the id of the current version (e.g. for an export that may be cached). */
    version_id: IdSchema.nullable().optional(),
  })
  .meta({ id: 'DiagramSummary' });
export type DiagramSummary = z.infer<typeof DiagramSummarySchema>;

export const DiagramOutSchema = DiagramSummarySchema.extend({
  xml: z.string(),
  warnings: z.array(WarningOutSchema),
  suggestions: z.array(WarningOutSchema),
  score: ScoreOutSchema.nullable().optional(),
  /** Present on billable answers (generate, edit, fix, stream complete); absent on reads. */
  usage: UsageOutSchema.nullable().optional(),
  /** Skyplan extras: the version this body shows. */
  version_id: IdSchema.nullable().optional(),
  version_number: z.number().int().nullable().optional(),
  /**
   * Skyplan extra: in-place changes of this version so far (editor saves of one editing burst
   * update one version). Send it back as `base_revision` with the next save.
   */
  version_revision: z.number().int().min(0).nullable().optional(),
}).meta({ id: 'DiagramOut' });
export type DiagramOut = z.infer<typeof DiagramOutSchema>;

export const DiagramListSchema = pageOf(DiagramSummarySchema).meta({ id: 'DiagramList' });
export type DiagramList = z.infer<typeof DiagramListSchema>;

export const UpdateDiagramRequestSchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    is_public: z.boolean().optional(),
    /** Replaces the current XML as a new version, after sanitizing. */
    xml: z.string().min(1).max(MAX_UPDATE_XML_CHARS).optional(),
    /**
     * Skyplan extra, with `xml`: the version number the XML was edited from. If the diagram has
     * a newer version, nothing is saved and the answer is 409 VERSION_CONFLICT.
     */
    base_version: z.number().int().min(1).optional(),
    /**
     * Skyplan extra, with `xml` and `base_version`: the `version_revision` the XML was edited from.
     * It opts in to editing bursts: if the current version was made by this credential's own save
     * less than SKYPLAN_EDIT_BURST_SECONDS ago and has no name, it is updated in place (a new
     * revision) instead of a new version being added. If the version changed since that revision,
     * nothing is saved and the answer is 409 VERSION_CONFLICT.
     */
    base_revision: z.number().int().min(0).optional(),
  })
  .refine((v) => v.title !== undefined || v.is_public !== undefined || v.xml !== undefined, {
    message: 'give at least one of title, is_public, xml',
  })
  .meta({ id: 'UpdateDiagramRequest' });
export type UpdateDiagramRequest = z.infer<typeof UpdateDiagramRequestSchema>;

export const ImportRequestSchema = z
  .object({
    xml: z.string().min(1).max(MAX_IMPORT_XML_CHARS),
    title: z.string().trim().min(1).max(200).optional(),
    cloud_provider: ProviderSchema.default('general'),
    diagram_type: DiagramTypeSchema.exclude(['auto']).default('architecture'),
  })
  .meta({ id: 'ImportRequest' });
export type ImportRequest = z.infer<typeof ImportRequestSchema>;

export const EditRequestSchema = z
  .object({ edit_prompt: z.string().trim().min(3).max(MAX_PROMPT_CHARS) })
  .meta({ id: 'EditRequest' });
export type EditRequest = z.infer<typeof EditRequestSchema>;

/**
 * Which warning to fix: `warning_id` (Skyplan extra) is matched first, then `warning_type` +
 * `component`, then `message`.
 */
export const FixRequestSchema = z
  .object({
    message: z.string().trim().min(3).max(2000),
    component: z.string().max(200).optional(),
    warning_type: z.string().max(80).optional(),
    warning_id: z.string().max(200).optional(),
  })
  .meta({ id: 'FixRequest' });
export type FixRequest = z.infer<typeof FixRequestSchema>;

/** NOT_UNDERSTOOD (422) details of edit: what was understood, and a prompt that would work. */
export const NotUnderstoodDetailsSchema = z
  .object({ understood: z.string(), example: z.string() })
  .meta({ id: 'NotUnderstoodDetails' });

/** `?framework=pci-dss&framework=hipaa`: only warnings touching those frameworks, with only their controls. */
export const WarningsQuerySchema = z.object({ framework: repeatable(FrameworkSchema).optional() });

export const ExportQuerySchema = z.object({
  format: ExportFormatSchema.default('drawio'),
  /** png: zoom factor (0 < scale ≤ 16, default 1). RENDER_TOO_LARGE carries details.max_scale. */
  scale: z.coerce.number().gt(0).max(16).optional(),
  /** svg/png: a CSS colour, or `transparent`. */
  background: z.string().trim().min(1).max(64).optional(),
  /** svg/png: margin in pixels, 0–1000. */
  border: z.coerce.number().int().min(0).max(1000).optional(),
  /** Skyplan's addition: export this version (an id from GET /diagrams/{id}/versions) instead of the current one. */
  version_id: z.string().trim().min(1).max(64).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

export const DiagramParamsSchema = z.object({ diagram_id: PathIdSchema });
export const ListQuerySchema = z.object({ limit: LimitSchema, cursor: CursorSchema });

const tags = ['diagrams'];
const read = { auth: 'account', scope: 'diagrams:read', tags } as const;
const write = { auth: 'account', scope: 'diagrams:write', tags } as const;

export const diagramRoutes = {
  generate: defineRoute({
    ...write,
    id: 'diagrams.generate',
    method: 'POST',
    path: '/diagrams',
    summary: 'Generate a diagram from a prompt',
    description: 'Costs 1–3 credits by size. Honours Idempotency-Key.',
    billable: true,
    body: GenerateRequestSchema,
    responses: { 201: DiagramOutSchema },
  }),
  stream: defineRoute({
    ...write,
    id: 'diagrams.stream',
    method: 'POST',
    path: '/diagrams/stream',
    summary: 'Generate a diagram, reporting progress as Server-Sent Events',
    description: 'Events: progress* (understanding → planning → layout → review → saving), then complete (DiagramOut with usage) or error. See SseEvent schemas.',
    billable: true,
    body: GenerateRequestSchema,
    responses: { 200: { kind: 'sse' } },
  }),
  list: defineRoute({
    ...read,
    id: 'diagrams.list',
    method: 'GET',
    path: '/diagrams',
    summary: 'List your diagrams, newest first',
    query: ListQuerySchema,
    responses: { 200: DiagramListSchema },
  }),
  get: defineRoute({
    ...read,
    id: 'diagrams.get',
    method: 'GET',
    path: '/diagrams/{diagram_id}',
    summary: 'Get a diagram with its current XML, warnings and score',
    params: DiagramParamsSchema,
    responses: { 200: DiagramOutSchema },
  }),
  update: defineRoute({
    ...write,
    id: 'diagrams.update',
    method: 'PATCH',
    path: '/diagrams/{diagram_id}',
    summary: 'Change the title, visibility, or XML (a new version) of a diagram',
    params: DiagramParamsSchema,
    body: UpdateDiagramRequestSchema,
    responses: { 200: DiagramSummarySchema },
  }),
  delete: defineRoute({
    ...write,
    id: 'diagrams.delete',
    method: 'DELETE',
    path: '/diagrams/{diagram_id}',
    summary: 'Delete a diagram',
    params: DiagramParamsSchema,
    responses: { 204: { kind: 'empty' } },
  }),
  import: defineRoute({
    ...write,
    id: 'diagrams.import',
    method: 'POST',
    path: '/diagrams/import',
    summary: 'Import draw.io XML as a new diagram (free)',
    body: ImportRequestSchema,
    responses: { 201: DiagramSummarySchema },
  }),
  fromCode: defineRoute({
    ...write,
    id: 'diagrams.fromCode',
    method: 'POST',
    path: '/diagrams/from-code',
    summary: 'Draw a diagram from infrastructure code: Terraform, CloudFormation/SAM, Kubernetes (free)',
    description:
      'Files as JSON {files:[{path, content}]}, or multipart/form-data (one file part per file, its filename the path; title and cloud_provider fields). Each component records the file and resource it came from (skyplan props iac_source, iac_resource). ' +
      'A file that cannot be read → 422 VALIDATION_ERROR with details {file, line}.',
    body: FromCodeRequestSchema,
    responses: { 201: DiagramOutSchema },
  }),
  edit: defineRoute({
    ...write,
    id: 'diagrams.edit',
    method: 'POST',
    path: '/diagrams/{diagram_id}/edit',
    summary: 'Change a diagram by prompt (1 credit); NOT_UNDERSTOOD carries an example',
    billable: true,
    params: DiagramParamsSchema,
    body: EditRequestSchema,
    responses: { 200: DiagramOutSchema },
  }),
  fix: defineRoute({
    ...write,
    id: 'diagrams.fix',
    method: 'POST',
    path: '/diagrams/{diagram_id}/fix',
    summary: 'Fix one warning (billed as an edit); WARNING_NOT_FOUND when it is not reported',
    billable: true,
    params: DiagramParamsSchema,
    body: FixRequestSchema,
    responses: { 200: DiagramOutSchema },
  }),
  warnings: defineRoute({
    ...read,
    id: 'diagrams.warnings',
    method: 'GET',
    path: '/diagrams/{diagram_id}/warnings',
    summary: 'The current warnings of a diagram, each with its compliance controls',
    params: DiagramParamsSchema,
    query: WarningsQuerySchema,
    responses: { 200: z.array(WarningOutSchema) },
  }),
  export: defineRoute({
    ...read,
    id: 'diagrams.export',
    method: 'GET',
    path: '/diagrams/{diagram_id}/export',
    summary: 'Export as draw.io XML, SVG or PNG (free)',
    meter: { previewsWith: 'version_id' },
    params: DiagramParamsSchema,
    query: ExportQuerySchema,
    responses: { 200: { kind: 'raw', contentTypes: ['application/xml', 'image/svg+xml', 'image/png'] } },
  }),
} as const;
