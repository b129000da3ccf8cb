import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry } from '../../model/index.js';
import { compareLayouts, layoutMetrics, layoutModel, relayout } from '../index.js';

const box = (id: string, parent: string | null = null) => ({ id, service: null, label: id.toUpperCase(), parent, props: {} });

/** Three boxes in a row on a wide page, plus one far below: a person's hand-made drawing. */
function row(edges: ArchitectureModel['edges']): ArchitectureModel {
  return { title: 'row', provider: 'general', diagramType: 'architecture', groups: [], nodes: [box('left'), box('middle'), box('right'), box('below')], edges };
}

const rowCells: Geometry['cells'] = {
  left: { x: 0, y: 200, width: 120, height: 60 },
  middle: { x: 300, y: 200, width: 120, height: 60 },
  right: { x: 600, y: 200, width: 120, height: 60 },
  below: { x: 300, y: 500, width: 120, height: 60 },
};

describe('relayout', () => {
  it('moves a line that runs through a shape off it, leaving every shape where the person put it', async () => {
    const model = row([{ id: 'long', source: 'left', target: 'right', label: '', props: {} }]);
    // Tall end boxes; the line between them drawn straight across the middle box.
    const cells = { ...rowCells, left: { x: 0, y: 160, width: 120, height: 140 }, right: { x: 600, y: 160, width: 120, height: 140 } };
    const current: Geometry = { cells, edges: { long: { points: [{ x: 360, y: 230 }, { x: 360, y: 230 }] } } };
    expect(layoutMetrics(model, current).edgesThroughNodes).toBe(1);
    const result = await relayout(model, current);
    expect(result.changed).toBe(true);
    expect(result.comparison.worse).toEqual([]);
    expect(layoutMetrics(model, result.geometry).edgesThroughNodes).toBe(0);
    expect(result.geometry.cells).toEqual(current.cells);
    expect(result.steps.length).toBeGreaterThan(0);
  });

  it('shifts a shape off one it was dropped onto, inside its frame, and says so', async () => {
    const model: ArchitectureModel = {
      ...row([]),
      groups: [{ id: 'frame', kind: 'generic', label: 'Frame', parent: null, props: {} }],
      nodes: [box('first', 'frame'), box('second', 'frame'), box('outside')],
    };
    const current: Geometry = {
      cells: {
        frame: { x: 0, y: 0, width: 600, height: 300 },
        first: { x: 40, y: 60, width: 120, height: 60 },
        second: { x: 100, y: 80, width: 120, height: 60 },
        outside: { x: 0, y: 400, width: 120, height: 60 },
      },
      edges: {},
    };
    const result = await relayout(model, current);
    expect(result.comparison.worse).toEqual([]);
    expect(result.comparison.after.nodeOverlaps).toBe(0);
    const frame = result.geometry.cells['frame']!;
    for (const id of ['first', 'second']) {
      const r = result.geometry.cells[id]!;
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(frame.width);
      expect(r.y + r.height).toBeLessThanOrEqual(frame.height);
    }
  });

  it('keeps a drawing that has nothing to repair and that a fresh layout would make worse', async () => {
    const model = row([{ id: 'short', source: 'left', target: 'middle', label: '', props: {} }]);
    // Compact and clean: a fresh layout cannot beat it on every measure.
    const current: Geometry = { cells: rowCells, edges: { short: { points: [] } } };
    const result = await relayout(model, current);
    expect(compareLayouts(model, current, result.geometry).worse).toEqual([]);
    if (!result.changed) {
      expect(result.geometry).toBe(current);
      expect(result.steps).toEqual([]);
    }
  });

  it('lays out afresh a drawing some cells have no geometry in', async () => {
    const model = row([{ id: 'short', source: 'left', target: 'middle', label: '', props: {} }]);
    const current: Geometry = { cells: { left: rowCells['left']!, middle: rowCells['middle']! }, edges: {} };
    const result = await relayout(model, current);
    expect(result.changed).toBe(true);
    expect(layoutMetrics(model, result.geometry).missing).toEqual([]);
  });

  it('never returns anything worse than a layout Skyplan made itself, edited by hand', async () => {
    const model = row([
      { id: 'one', source: 'left', target: 'middle', label: 'calls', props: {} },
      { id: 'two', source: 'middle', target: 'right', label: '', props: {} },
      { id: 'three', source: 'middle', target: 'below', label: '', props: {} },
    ]);
    const laid = await layoutModel(model);
    // The person dragged one box onto another.
    const moved: Geometry = { ...laid, cells: { ...laid.cells, below: { ...laid.cells['right']!, x: laid.cells['right']!.x + 20 } } };
    for (const current of [laid, moved]) {
      const result = await relayout(model, current);
      expect(compareLayouts(model, current, result.geometry).worse).toEqual([]);
    }
  });
});
