/** Types of engine.mjs (plain JS so the worker needs no transpiler). */
export interface EngineRenderOptions {
  page?: number;
  scale?: number;
  border?: number;
  background?: string | null;
}
export interface EngineSvg {
  svg: string;
  width: number;
  height: number;
  pageCount: number;
  pageIndex: number;
}
export interface EnginePng {
  png: Buffer;
  width: number;
  height: number;
  pageCount: number;
  pageIndex: number;
}
export interface Engine {
  svg(xml: string, options: EngineRenderOptions): EngineSvg;
  png(xml: string, options: EngineRenderOptions & { maxPixels: number; maxSide: number }): EnginePng;
  /** Exports the light path failed on and the jsdom path drew instead. */
  readonly fallbacks: number;
  close(): void;
}
export function createEngine(paths: { drawioDir: string; fontDir: string }, options?: { light?: boolean; fallback?: boolean }): Engine;
export class InputError extends Error {
  code: string;
}
export class TooLargeError extends Error {
  maxScale: number;
  width: number;
  height: number;
}
