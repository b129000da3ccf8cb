import type { z } from 'zod';
import {
  diagramRoutes,
  type DiagramList,
  type DiagramOut,
  type DiagramSummary,
  type EditRequestSchema,
  type ExportQuerySchema,
  type FixRequestSchema,
  type GenerateRequestSchema,
  type ImportRequestSchema,
  type UpdateDiagramRequestSchema,
} from '../shared/contract/diagrams.js';
import type { FromCodeRequestSchema } from '../shared/contract/from-code.js';
import type { WarningOut } from '../shared/contract/common.js';
import { compareRoutes, type DescriptionOut } from '../shared/contract/compare.js';
import type { Framework } from '../shared/contract/values.js';
import type { CompleteEvent, ProgressEvent, SseEvent } from '../shared/contract/sse.js';
import { SkyplanApiError } from './errors.js';
import type { BillableOptions, RequestOptions, Requester } from './request.js';
import { withRetries } from './retry.js';
import { readSseEvents, streamError } from './sse.js';

export type GenerateInput = z.input<typeof GenerateRequestSchema>;
export type UpdateDiagramInput = z.input<typeof UpdateDiagramRequestSchema>;
export type ImportInput = z.input<typeof ImportRequestSchema>;
export type FromCodeInput = z.input<typeof FromCodeRequestSchema>;
export type EditInput = z.input<typeof EditRequestSchema>;
export type FixInput = z.input<typeof FixRequestSchema>;
export type ExportInput = Partial<z.input<typeof ExportQuerySchema>>;
export interface ListInput {
  /** 1–100, default 20. */
  limit?: number;
  /** `next_cursor` of the previous page. */
  cursor?: string;
}

/** Options of `warnings`: the frameworks to keep, besides the usual request options. */
export interface WarningsOptions extends RequestOptions {
  framework?: Framework | Framework[];
}

/** Options of generateWithProgress: told of each stage as it happens. */
export interface ProgressOptions extends BillableOptions {
  onProgress?: (event: ProgressEvent) => void;
}

/** Diagrams: generate (plain, streamed), read, list, update, delete, import, edit, fix, warnings, export. */
export interface DiagramsApi {
  /** Generates a diagram from a prompt (1–3 credits). Retries ambiguous failures with the same Idempotency-Key. */
  generate(body: GenerateInput, options?: BillableOptions): Promise<DiagramOut>;
  /**
   * Generates with Server-Sent Events: `progress` events, then `complete` (the diagram, with
   * usage) or `error`. Sends an Idempotency-Key only when you give one; not retried.
   */
  stream(body: GenerateInput, options?: BillableOptions): AsyncIterable<SseEvent>;
  /**
   * Generates through the stream, calling `onProgress` per stage, and resolves with the diagram.
   * An error event throws; an ambiguous failure is retried with the same Idempotency-Key.
   */
  generateWithProgress(body: GenerateInput, options?: ProgressOptions): Promise<CompleteEvent>;
  /** Your diagrams, newest first. */
  list(query?: ListInput, options?: RequestOptions): Promise<DiagramList>;
  /** A diagram with its current XML, warnings and score. */
  get(diagramId: string, options?: RequestOptions): Promise<DiagramOut>;
  /** Changes the title, visibility, or XML (a new version). */
  update(diagramId: string, body: UpdateDiagramInput, options?: RequestOptions): Promise<DiagramSummary>;
  /** Deletes a diagram. */
  delete(diagramId: string, options?: RequestOptions): Promise<void>;
  /** Imports draw.io XML as a new diagram (free). */
  import(body: ImportInput, options?: RequestOptions): Promise<DiagramSummary>;
  /**
   * Draws a diagram from infrastructure code (free): Terraform, CloudFormation/SAM, Kubernetes files
   * as `{ files: [{ path, content }] }`. A file that cannot be read is a 422 whose details name its
   * `file` and `line`.
   */
  fromCode(body: FromCodeInput, options?: RequestOptions): Promise<DiagramOut>;
  /** Changes a diagram by prompt (1 credit). */
  edit(diagramId: string, body: EditInput, options?: BillableOptions): Promise<DiagramOut>;
  /** Fixes one warning (billed as an edit). */
  fix(diagramId: string, body: FixInput, options?: BillableOptions): Promise<DiagramOut>;
  /**
   * The current warnings of a diagram (free), each with its compliance controls. `framework`
   * keeps only the warnings touching those frameworks (e.g. `'pci-dss'`), with only their controls.
   */
  warnings(diagramId: string, options?: WarningsOptions): Promise<WarningOut[]>;
  /** The diagram's text equivalent (summary, frames, flows, findings); `version` a version number. */
  description(diagramId: string, query?: { version?: number }, options?: RequestOptions): Promise<DescriptionOut>;
  /** Exports as draw.io XML or SVG (text), or PNG (bytes). Free. */
  export(diagramId: string, query?: ExportInput & { format?: 'drawio' | 'svg' }, options?: RequestOptions): Promise<string>;
  export(diagramId: string, query: ExportInput & { format: 'png' }, options?: RequestOptions): Promise<Uint8Array>;
}

const SSE_HEADERS = { Accept: 'text/event-stream' };

async function* openStream(requester: Requester, body: GenerateInput, options: BillableOptions): AsyncGenerator<SseEvent> {
  // Not 'billable': the raw stream is not re-opened behind the caller's back (§11).
  const res = await requester.send<Response>(diagramRoutes.stream, 'write', { body, as: 'response', headers: SSE_HEADERS }, options);
  if (!res.body) throw new SkyplanApiError(res.status, 'CONNECTION_ERROR', 'The server answered without an event stream. Try again.');
  yield* readSseEvents(res.body, res.headers.get('x-request-id'));
}

async function streamToEnd(requester: Requester, body: GenerateInput, options: ProgressOptions): Promise<CompleteEvent> {
  for await (const event of openStream(requester, body, options)) {
    if (event.event === 'progress') options.onProgress?.(event.data);
    else if (event.event === 'complete') return event.data;
    else throw streamError(event.data);
  }
  throw new SkyplanApiError(0, 'CONNECTION_ERROR', 'The event stream ended without a result.');
}

export function createDiagramsApi(requester: Requester): DiagramsApi {
  const id = (diagram_id: string) => ({ diagram_id });
  return {
    generate: (body, options) => requester.send(diagramRoutes.generate, 'billable', { body }, options),
    stream: (body, options = {}) => openStream(requester, body, options),
    generateWithProgress(body, options = {}) {
      const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
      return withRetries(() => streamToEnd(requester, body, { ...options, idempotencyKey }), 'billable', {
        policy: requester.policy,
        sleep: requester.sleep,
        signal: options.signal,
        onRetry: requester.options.onRetry,
      });
    },
    list: (query, options) => requester.send(diagramRoutes.list, 'read', { query: { ...query } }, options),
    get: (diagramId, options) => requester.send(diagramRoutes.get, 'read', { params: id(diagramId) }, options),
    update: (diagramId, body, options) => requester.send(diagramRoutes.update, 'write', { params: id(diagramId), body }, options),
    delete: (diagramId, options) => requester.send(diagramRoutes.delete, 'write', { params: id(diagramId) }, options),
    import: (body, options) => requester.send(diagramRoutes.import, 'write', { body }, options),
    fromCode: (body, options) => requester.send(diagramRoutes.fromCode, 'write', { body }, options),
    edit: (diagramId, body, options) => requester.send(diagramRoutes.edit, 'billable', { params: id(diagramId), body }, options),
    fix: (diagramId, body, options) => requester.send(diagramRoutes.fix, 'billable', { params: id(diagramId), body }, options),
    warnings: (diagramId, { framework, ...options } = {}) =>
      requester.send(diagramRoutes.warnings, 'read', { params: id(diagramId), ...(framework ? { query: { framework } } : {}) }, options),
    description: (diagramId, query, options) => requester.send(compareRoutes.description, 'read', { params: id(diagramId), query: { ...query } }, options),
    async export(diagramId: string, query: ExportInput = {}, options?: RequestOptions): Promise<never> {
      const res = await requester.send<Response>(diagramRoutes.export, 'read', { params: id(diagramId), query: { ...query }, as: 'response', headers: { Accept: '*/*' } }, options);
      return (query.format === 'png' ? new Uint8Array(await res.arrayBuffer()) : await res.text()) as never;
    },
  };
}
