import type { ArchitectureModel, Geometry } from '../model/index.js';
import { loadPage, readDocument, selectPage, type PageSelector, type ReadLimits } from './document.js';
import { readPageModel } from './parse-model.js';

export interface ParseOptions {
  /** Page index (0-based), id or name; the first page by default. */
  page?: PageSelector;
  /** Parser limits (parse trusts its input; untrusted XML goes through sanitize first). */
  limits?: ReadLimits;
}

export interface ParseResult {
  model: ArchitectureModel;
  geometry: Geometry;
  pages: Array<{ id: string; name: string }>;
  /**
   * Ids the page uses for cells outside the model (root, layers, edge-label cells, edges with a
   * missing end). Pass them to `apply` so created cells never take one.
   */
  reservedIds: string[];
}

/**
 * Reads any draw.io document — Skyplan's or foreign, one page or many, compressed or not, a bare
 * `<mxGraphModel>` too — into the architecture model of one page and its geometry.
 */
export function parse(xml: string, options: ParseOptions = {}): ParseResult {
  const doc = readDocument(xml, options.limits);
  const page = selectPage(doc, options.page);
  const reading = readPageModel(loadPage(doc, page, options.limits));
  return {
    model: reading.model,
    geometry: reading.geometry,
    pages: doc.pages.map((p) => ({ id: p.id, name: p.name })),
    reservedIds: reading.reservedIds,
  };
}
