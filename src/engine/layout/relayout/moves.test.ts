import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry } from '../../model/index.js';
import { contains } from '../rect.js';
import { cellMoves, culprits, edgeMoves } from './moves.js';
import { drawnScene } from './reroute.js';
import { layoutMetrics } from '../index.js';

const box = (id: string, parent: string | null = null) => ({ id, service: null, label: id, parent, props: {} });

describe('local repair moves', () => {
  it('never shifts a shape into a box it does not belong to', () => {
    const model: ArchitectureModel = {
      title: 't',
      provider: 'general',
      diagramType: 'architecture',
      groups: [{ id: 'zone', kind: 'generic', label: 'Zone', parent: null, props: {} }],
      nodes: [box('dropped'), box('under')],
      edges: [],
    };
    // "dropped" lies half on "under"; just right of it begins a zone it is not part of.
    const geometry: Geometry = {
      cells: {
        under: { x: 0, y: 100, width: 120, height: 60 },
        dropped: { x: 100, y: 100, width: 120, height: 60 },
        zone: { x: 125, y: 40, width: 400, height: 200 },
      },
      edges: {},
    };
    const scene = drawnScene(model, geometry);
    const moves = cellMoves(model, geometry, scene, ['dropped', 'under']);
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      const after = drawnScene(model, move.make()).abs;
      expect(contains(after.get('zone')!, after.get('dropped')!)).toBe(false);
    }
  });

  it('offers to slide a blamed line sideways without adding bends', () => {
    const model: ArchitectureModel = {
      title: 't',
      provider: 'general',
      diagramType: 'architecture',
      groups: [],
      nodes: [box('from'), box('between'), box('to')],
      edges: [{ id: 'line', source: 'from', target: 'to', label: '', props: {} }],
    };
    const geometry: Geometry = {
      cells: { from: { x: 0, y: 0, width: 100, height: 160 }, between: { x: 200, y: 60, width: 100, height: 40 }, to: { x: 400, y: 0, width: 100, height: 160 } },
      edges: { line: { points: [{ x: 250, y: 80 }, { x: 250, y: 80 }] } },
    };
    const before = layoutMetrics(model, geometry);
    expect(culprits(model, before).edges).toEqual(['line']);
    const slid = edgeMoves(model, geometry, drawnScene(model, geometry), 'line')
      .filter((m) => m.what === 'moved a line aside')
      .map((m) => layoutMetrics(model, m.make()));
    expect(slid.some((m) => m.edgesThroughNodes === 0 && m.bends === 0)).toBe(true);
  });
});
