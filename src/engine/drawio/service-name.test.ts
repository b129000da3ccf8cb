import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry } from '../model/index.js';
import { compile } from './compile.js';
import { parse } from './parse.js';

const box = { x: 0, y: 0, width: 78, height: 78 };

function diagramWith(nodes: Array<{ id: string; service: string | null; label: string }>): { model: ArchitectureModel; geometry: Geometry } {
  const model: ArchitectureModel = {
    title: 'names', provider: 'gcp', diagramType: 'architecture', groups: [], edges: [],
    nodes: nodes.map((n) => ({ ...n, parent: null, props: {} })),
  };
  return { model, geometry: { cells: Object.fromEntries(nodes.map((n) => [n.id, box])), edges: {} } };
}

describe('a node labelled with the text\'s own name carries the service\'s official name', () => {
  const { model, geometry } = diagramWith([
    { id: 'ledger', service: 'gcp.spanner', label: 'Ledger store' },
    { id: 'spanner', service: 'gcp.spanner', label: 'Cloud Spanner' },
    { id: 'note', service: null, label: 'Runbook' },
  ]);
  const xml = compile(model, geometry);
  const tag = (id: string) => xml.match(new RegExp(`<object id="${id}"[^>]*>`))?.[0] ?? '';

  it('writes skyplan_name only where the label is not already that name', () => {
    expect(tag('ledger')).toContain('skyplan_name="Cloud Spanner"');
    expect(tag('spanner')).not.toContain('skyplan_name');
    expect(tag('note')).not.toContain('skyplan_name');
  });

  it('reads back as the same model: the name is derived from the service, never a prop', () => {
    expect(parse(xml).model).toEqual(model);
  });
});
