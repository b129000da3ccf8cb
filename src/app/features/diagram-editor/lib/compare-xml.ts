import type { DiffOut } from '../../../../shared/contract/index.js';

/**
 * The newer version's draw.io XML with the changes drawn on it: added cells outlined green,
 * changed ones amber, and removed ones put back from the older version as faint dashed red ghosts
 * (ids prefixed `ghost-`), where they were. Compressed or unreadable XML comes back unchanged.
 */

// Dark enough to read as text on white and pale backgrounds (WCAG AA), as well as strokes.
export const CHANGE_COLOURS = { added: '#15803d', changed: '#b45309', removed: '#b91c1c' } as const;

const CELL_TAGS = new Set(['mxCell', 'object', 'UserObject']);

function cellsById(root: Element): Map<string, Element> {
  const out = new Map<string, Element>();
  for (const el of Array.from(root.children)) if (CELL_TAGS.has(el.tagName) && el.getAttribute('id')) out.set(el.getAttribute('id')!, el);
  return out;
}

/** The mxCell that holds style, parent and geometry: the element itself or the one it wraps. */
function inner(el: Element): Element | null {
  return el.tagName === 'mxCell' ? el : Array.from(el.children).find((c) => c.tagName === 'mxCell') ?? null;
}

function addStyle(el: Element, extra: string): void {
  const cell = inner(el);
  if (!cell) return;
  const style = cell.getAttribute('style') ?? '';
  // Later keys win in draw.io styles, so appending overrides the cell's own colours.
  cell.setAttribute('style', `${style}${style === '' || style.endsWith(';') ? '' : ';'}${extra}`);
}

function rootOf(doc: Document): Element | null {
  return doc.querySelector('mxGraphModel > root');
}

/** Where a cell of the older document sits on the page: its offset plus its parents'. */
function absoluteOffset(cells: Map<string, Element>, id: string | null): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (let at = id, guard = 0; at && guard < 50; guard++) {
    const c = cells.get(at);
    const geo = c ? inner(c)?.querySelector(':scope > mxGeometry') : null;
    if (!c || !geo) break;
    x += Number(geo.getAttribute('x') ?? 0);
    y += Number(geo.getAttribute('y') ?? 0);
    at = inner(c)?.getAttribute('parent') ?? null;
  }
  return { x, y };
}

export function highlightChanges(newXml: string, oldXml: string | null, diff: DiffOut): string {
  const parser = new DOMParser();
  const doc = parser.parseFromString(newXml, 'text/xml');
  const root = rootOf(doc);
  if (!root || doc.querySelector('parsererror')) return newXml;
  const cells = cellsById(root);
  const stroke = (colour: string, width = 3) => `strokeColor=${colour};strokeWidth=${width};`;
  for (const s of [diff.components, diff.frames]) {
    for (const c of s.added) if (cells.has(c.id)) addStyle(cells.get(c.id)!, stroke(CHANGE_COLOURS.added));
    for (const c of s.changed) if (cells.has(c.id)) addStyle(cells.get(c.id)!, stroke(CHANGE_COLOURS.changed));
  }
  for (const e of diff.connections.added) if (cells.has(e.id)) addStyle(cells.get(e.id)!, stroke(CHANGE_COLOURS.added));
  for (const e of diff.connections.changed) if (cells.has(e.id)) addStyle(cells.get(e.id)!, stroke(CHANGE_COLOURS.changed));

  const oldDoc = oldXml ? parser.parseFromString(oldXml, 'text/xml') : null;
  const oldRoot = oldDoc ? rootOf(oldDoc) : null;
  if (!oldRoot) return new XMLSerializer().serializeToString(doc);
  const oldCells = cellsById(oldRoot);
  const removed = new Set([...diff.components.removed, ...diff.frames.removed].map((c) => c.id));
  const layer = Array.from(root.children).find((c) => inner(c)?.getAttribute('parent') === '0')?.getAttribute('id') ?? '1';
  const ghost = (id: string, el: Element): Element => {
    const copy = doc.importNode(el, true) as Element;
    copy.setAttribute('id', `ghost-${id}`);
    addStyle(copy, `opacity=40;dashed=1;${stroke(CHANGE_COLOURS.removed, 2)}`);
    root.appendChild(copy);
    return copy;
  };
  // Frames first, so components removed with their frame can sit inside its ghost.
  for (const c of [...diff.frames.removed, ...diff.components.removed]) {
    const el = oldCells.get(c.id);
    const cell = el && inner(el);
    if (!el || !cell) continue;
    const copy = inner(ghost(c.id, el))!;
    const oldParent = cell.getAttribute('parent');
    const newParent = oldParent && removed.has(oldParent) ? `ghost-${oldParent}` : oldParent ? diff.renamed[oldParent] ?? (cells.has(oldParent) ? oldParent : null) : null;
    if (newParent) {
      copy.setAttribute('parent', newParent);
      continue;
    }
    // Its container is gone: place it on the page where it was.
    copy.setAttribute('parent', layer);
    const at = absoluteOffset(oldCells, oldParent);
    const geo = copy.querySelector(':scope > mxGeometry');
    if (geo) {
      geo.setAttribute('x', String(Number(geo.getAttribute('x') ?? 0) + at.x));
      geo.setAttribute('y', String(Number(geo.getAttribute('y') ?? 0) + at.y));
    }
  }
  const end = (id: string | null) => (!id ? null : removed.has(id) ? `ghost-${id}` : diff.renamed[id] ?? (cells.has(id) ? id : null));
  for (const e of diff.connections.removed) {
    const el = oldCells.get(e.id);
    const [source, target] = [end(e.source), end(e.target)];
    if (!el || !source || !target) continue;
    const copy = inner(ghost(e.id, el))!;
    copy.setAttribute('source', source);
    copy.setAttribute('target', target);
    copy.setAttribute('parent', layer);
    copy.querySelector(':scope > mxGeometry > Array')?.remove();
  }
  return new XMLSerializer().serializeToString(doc);
}
