import { describe, expect, it } from 'vitest';
import type { DiffOut } from '../../../../shared/contract/index.js';
import { CHANGE_COLOURS, highlightChanges } from './compare-xml.js';

const page = (cells: string) =>
  `<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells}</root></mxGraphModel></diagram></mxfile>`;
const box = (id: string, label: string, parent = '1', x = 10) =>
  `<object id="${id}" label="${label}"><mxCell style="rounded=1" vertex="1" parent="${parent}"><mxGeometry x="${x}" y="20" width="80" height="40" as="geometry"/></mxCell></object>`;
const frame = (id: string) => `<mxCell id="${id}" value="VPC" style="container=1" vertex="1" parent="1"><mxGeometry x="100" y="200" width="300" height="200" as="geometry"/></mxCell>`;
const arrow = (id: string, s: string, t: string) => `<mxCell id="${id}" edge="1" parent="1" source="${s}" target="${t}"><mxGeometry relative="1" as="geometry"/></mxCell>`;

const none = { added: [], removed: [], changed: [] };
const diff = (over: Partial<DiffOut>): DiffOut => ({
  diagram_id: 'd', from: 1, to: 2, components: none, frames: none, connections: none, matched_by_meaning: 0, renamed: {},
  review: { fixed: [], introduced: [], score_before: 80, score_after: 90, score_delta: 10 }, ...over,
});

function styleOf(xml: string, id: string): string {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const el = doc.querySelector(`[id="${id}"]`)!;
  return (el.tagName === 'mxCell' ? el : el.querySelector('mxCell')!).getAttribute('style') ?? '';
}

describe('highlightChanges', () => {
  const older = page(frame('vpc') + box('a', 'App', 'vpc') + box('db', 'Database', 'vpc', 120) + arrow('e1', 'a', 'db'));
  const newer = page(box('a', 'App server') + box('cache', 'Cache', '1', 200));
  const d = diff({
    components: {
      added: [{ id: 'cache', label: 'Cache', type: null }],
      removed: [{ id: 'db', label: 'Database', type: null }],
      changed: [{ id: 'a', before_id: 'a', label: 'App server', type: null, changes: [{ field: 'label', before: 'App', after: 'App server' }] }],
    },
    frames: { added: [], removed: [{ id: 'vpc', label: 'VPC', type: 'vpc' }], changed: [] },
    connections: { added: [], removed: [{ id: 'e1', source: 'a', target: 'db', label: '' }], changed: [] },
  });

  it('outlines added cells green and changed ones amber, keeping their own style', () => {
    const out = highlightChanges(newer, older, d);
    expect(styleOf(out, 'cache')).toBe(`rounded=1;strokeColor=${CHANGE_COLOURS.added};strokeWidth=3;`);
    expect(styleOf(out, 'a')).toContain(`strokeColor=${CHANGE_COLOURS.changed}`);
  });

  it('puts removed cells back as dashed ghosts, inside their removed frame, and the removed arrow between them', () => {
    const out = highlightChanges(newer, older, d);
    const doc = new DOMParser().parseFromString(out, 'text/xml');
    expect(styleOf(out, 'ghost-vpc')).toContain('dashed=1');
    expect(doc.querySelector('[id="ghost-db"] > mxCell')!.getAttribute('parent')).toBe('ghost-vpc');
    const edge = doc.querySelector('[id="ghost-e1"]')!;
    expect([edge.getAttribute('source'), edge.getAttribute('target')]).toEqual(['a', 'ghost-db']);
    expect(doc.querySelectorAll('[id^="ghost-"]')).toHaveLength(3);
  });

  it('leaves XML it cannot read as it is', () => {
    expect(highlightChanges('<mxfile><diagram>compressed</diagram></mxfile>', null, d)).toBe('<mxfile><diagram>compressed</diagram></mxfile>');
  });
});
