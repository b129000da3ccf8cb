import { availableParallelism } from 'node:os';
import { RenderInputError } from './errors.js';
import { locateRenderFiles, type RenderPaths } from './locate.js';
import { RenderPool } from './pool.js';
import type { WorkBudget } from '../compute/admission.js';

export {
  RenderError,
  RenderInputError,
  RenderTooLargeError,
  RenderTimeoutError,
  RenderCrashError,
  RenderClosedError,
} from './errors.js';

/** Options shared by both formats. */
export interface RenderOptions {
  /** Page index, from 0 (default: the first page). */
  page?: number;
  /** Zoom factor, > 0 and ≤ 16 (default 1). */
  scale?: number;
  /** Margin around the drawing in output pixels, 0–1000 (default 0). */
  border?: number;
  /**
   * Background colour (CSS colour). `null`: transparent. Not given: SVG uses the diagram's own
   * background (else transparent), PNG uses the diagram's background (else white).
   */
  background?: string | null;
  /** Whose export it is (an account): waiting exports are taken one owner at a time in turn. */
  owner?: string;
  /** The request's time in the worker pools: refused early when the waiting exports would overrun it (ADR 0015). */
  budget?: WorkBudget;
}

export interface SvgResult {
  /** A standalone SVG document: images inlined as data URIs, sanitised (no script, handlers, javascript: links). */
  svg: string;
  width: number;
  height: number;
  pageCount: number;
  pageIndex: number;
}

export interface PngResult {
  png: Buffer;
  width: number;
  height: number;
  pageCount: number;
  pageIndex: number;
}

export interface RendererOptions extends Partial<RenderPaths> {
  /** Worker threads (default max(1, cores − 1)). */
  workers?: number;
  /** Time limit of one render in ms (default 30 000). */
  timeoutMs?: number;
  /** Largest PNG in pixels (default 40 000 000) and largest side (default 16 384). */
  maxPixels?: number;
  maxSide?: number;
  /** Largest diagram accepted, in bytes of XML (default 20 MB). */
  maxInputBytes?: number;
  /** Heap limit of each worker in MB (default 1536); a worker over it dies and is replaced. */
  maxWorkerMemoryMb?: number;
  /** Nice value of the worker threads (Linux: per thread), so request handling comes first (default 0). */
  nice?: number;
}

export interface Renderer {
  renderSvg(xml: string, options?: RenderOptions): Promise<SvgResult>;
  renderPng(xml: string, options?: RenderOptions): Promise<PngResult>;
  /** Starts every worker now and resolves when all are warm (otherwise they start on first use). */
  warm(): Promise<void>;
  /** Stops the workers; pending and later requests fail with RenderClosedError. */
  close(): Promise<void>;
  /** Pool size and workers started so far. */
  readonly stats: { size: number; running: number };
}

const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\))$/i;

/** Creates the export renderer: a lazily started pool of worker threads running draw.io. */
export function createRenderer(options: RendererOptions = {}): Renderer {
  const size = Math.max(1, Math.floor(options.workers ?? Math.max(1, availableParallelism() - 1)));
  const maxInputBytes = options.maxInputBytes ?? 20 * 1024 * 1024;
  const limits = { maxPixels: options.maxPixels ?? 40_000_000, maxSide: options.maxSide ?? 16_384 };
  const pool = new RenderPool({
    size,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxWorkerMemoryMb: options.maxWorkerMemoryMb ?? 1536,
    paths: locateRenderFiles(options),
    nice: options.nice ?? 0,
  });

  function check(xml: string, o: RenderOptions): Required<Pick<RenderOptions, 'page' | 'scale' | 'border'>> & RenderOptions {
    if (typeof xml !== 'string') throw new RenderInputError('The diagram must be draw.io XML text.', 'invalid_xml');
    if (Buffer.byteLength(xml) > maxInputBytes) {
      throw new RenderInputError(`The diagram is larger than ${Math.round(maxInputBytes / 1048576)} MB and cannot be exported.`, 'input_too_large');
    }
    const page = o.page ?? 0;
    const scale = o.scale ?? 1;
    const border = o.border ?? 0;
    if (!Number.isInteger(page) || page < 0) throw new RenderInputError('page must be a whole number from 0.', 'invalid_option');
    if (!Number.isFinite(scale) || scale <= 0 || scale > 16) throw new RenderInputError('scale must be greater than 0 and at most 16.', 'invalid_option');
    if (!Number.isFinite(border) || border < 0 || border > 1000) throw new RenderInputError('border must be between 0 and 1000 pixels.', 'invalid_option');
    if (o.background != null && !COLOR.test(o.background.trim())) {
      throw new RenderInputError('background must be a CSS colour such as #ffffff or white, or null for transparent.', 'invalid_option');
    }
    return { ...o, page, scale, border };
  }

  return {
    async renderSvg(xml, { owner, budget, ...o } = {}) {
      return pool.run<SvgResult>('svg', xml, check(xml, o), { owner, budget });
    },
    async renderPng(xml, { owner, budget, ...o } = {}) {
      const result = await pool.run<Omit<PngResult, 'png'> & { png: Uint8Array }>('png', xml, { ...check(xml, o), ...limits }, { owner, budget });
      return { ...result, png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength) };
    },
    warm: () => pool.warmAll(),
    close: () => pool.close(),
    get stats() {
      return { size: pool.size, running: pool.running };
    },
  };
}
