import { compile, parse, patch } from '../../drawio/index.js';
import { placeNew } from '../../layout/index.js';
import { apply, type ArchitectureModel, type Geometry, type Operation } from '../../model/index.js';
import { fixFor } from '../index.js';
import type { Warning } from '../types.js';
import { gridGeometry } from './geometry.js';

/**
 * The server's fix path, end to end: the stored document is parsed, the rule's operations are
 * applied to the model, new cells are placed, and the document is patched — then parsed again.
 */
export interface Document {
  xml: string;
  model: ArchitectureModel;
  geometry: Geometry;
  reservedIds: string[];
}

export function documentOf(model: ArchitectureModel): Document {
  const xml = compile(model, gridGeometry(model));
  return fromXml(xml);
}

export function fromXml(xml: string): Document {
  const parsed = parse(xml);
  return { xml, model: parsed.model, geometry: parsed.geometry, reservedIds: parsed.reservedIds };
}

export interface FixRun {
  ops: Operation[];
  resolved: Operation[];
  created: string[];
  touched: string[];
  /** The model apply() returns. */
  model: ArchitectureModel;
  placement: Geometry;
  /** The patched document, parsed again. */
  after: Document;
}

export function runFix(doc: Document, warning: Pick<Warning, 'id' | 'type'>): FixRun {
  const ops = fixFor(doc.model, warning, { reservedIds: doc.reservedIds });
  const applied = apply(doc.model, ops, { reservedIds: doc.reservedIds });
  if (!applied.ok) throw new Error(`fix ${warning.id} does not apply: ${applied.error.reason}`);
  const placement = placeNew(applied.model, doc.geometry, applied.created);
  const xml = patch(doc.xml, applied.resolved, placement);
  return {
    ops, resolved: applied.resolved, created: applied.created, touched: applied.touched,
    model: applied.model, placement, after: fromXml(xml),
  };
}

/**
 * The document with compressed pages inflated (draw.io's base64 + raw deflate + URI encoding),
 * so cells can be found by text. A test helper: the engine itself never needs it.
 */
export function inflatePages(xml: string, inflateRaw: (data: Uint8Array) => Uint8Array): string {
  return xml.replace(/(<diagram\b[^>]*>)([A-Za-z0-9+/=\s]+)(<\/diagram>)/g, (_m, open: string, data: string, end: string) => {
    const bytes = Uint8Array.from(atob(data.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
    return open + decodeURIComponent(new TextDecoder().decode(inflateRaw(bytes))) + end;
  });
}

/** The XML text of one cell (its `<object>`/`<UserObject>` wrapper or bare `<mxCell>`), or undefined. */
export function cellXml(xml: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = new RegExp(`<(object|UserObject|mxCell)\\b[^>]*\\sid="${escaped}"[^>]*?(/?)>`).exec(xml);
  if (!start) return undefined;
  const [tag, name, selfClosing] = start;
  if (selfClosing === '/') return tag;
  const close = `</${name}>`;
  const end = xml.indexOf(close, start.index);
  return end === -1 ? undefined : xml.slice(start.index, end + close.length);
}
