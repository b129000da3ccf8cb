import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apply, type Operation } from '../model/index.js';
import { DrawioError } from './errors.js';
import { parse } from './parse.js';
import { patch, patchDetailed } from './patch.js';
import { CORPUS_FILES_DIR } from '../../testing/shared-data.js';

const FOREIGN = `<mxfile host="app.diagrams.net">
  <diagram id="a" name="Main">
    <mxGraphModel dx="800" dy="600">
      <root>
        <mxCell id="0" />
        <mxCell id="1" parent="0" />
        <mxCell id="vpc" value="VPC" style="shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.group_vpc;container=1;html=1;" vertex="1" parent="1">
          <mxGeometry x="100" y="100" width="400" height="300" as="geometry" />
        </mxCell>
        <mxCell id="db" value="Orders&lt;br&gt;DB" style="shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.rds;html=1;" vertex="1" parent="vpc">
          <mxGeometry x="40" y="60" width="78" height="78" as="geometry" />
        </mxCell>
        <mxCell id="web" value="Web" style="shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.ec2;html=1;" vertex="1" parent="vpc">
          <mxGeometry x="240" y="60" width="78" height="78" as="geometry" />
        </mxCell>
        <mxCell id="e1" style="edgeStyle=orthogonalEdgeStyle;html=1;" edge="1" parent="vpc" source="web" target="db">
          <mxGeometry relative="1" as="geometry" />
        </mxCell>
      </root>
    </mxGraphModel>
  </diagram>
</mxfile>
`;

function resolved(xml: string, ops: Operation[]): Operation[] {
  const parsed = parse(xml);
  const result = apply(parsed.model, ops, { reservedIds: parsed.reservedIds });
  if (!result.ok) throw new Error(result.error.reason);
  return result.resolved;
}

describe('patch on a foreign document', () => {
  it('set_property wraps a bare <mxCell> in an <object>, keeping its id, style and geometry bytes', () => {
    const out = patch(FOREIGN, resolved(FOREIGN, [{ op: 'set_property', id: 'db', key: 'multi_az', value: true }]), { cells: {}, edges: {} });
    expect(out).toContain('<object id="db" label="Orders&lt;br&gt;DB" skyplan_service="aws.rds" skyplan_name="Amazon RDS" skyplan_kind="relational_db" multi_az="true">');
    expect(out).toContain('<mxCell style="shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.rds;html=1;" vertex="1" parent="vpc">');
    expect(out).toContain('<mxGeometry x="40" y="60" width="78" height="78" as="geometry" />');
    // Everything else is untouched, byte for byte.
    const untouched = (xml: string): string => xml.replace(/<object id="db"[\s\S]*?<\/object>|<mxCell id="db"[\s\S]*?<\/mxCell>/, '').replace(/<mxCell id="0"[^>]*>|<object id="0"[\s\S]*?<\/object>/, '');
    expect(untouched(out)).toBe(untouched(FOREIGN));
    const db = parse(out).model.nodes.find((n) => n.id === 'db')!;
    expect(db).toMatchObject({ service: 'aws.rds', label: 'Orders\nDB', parent: 'vpc', props: { multi_az: true } });
  });

  it('adds, connects and removes with the placement given, and reads back as apply made it', () => {
    const ops = resolved(FOREIGN, [
      { op: 'add_node', service: 'aws.elasticache', label: 'Cache', parent: 'vpc' },
      { op: 'connect', source: 'web', target: 'cache', label: 'TCP' },
      { op: 'disconnect', id: 'e1' },
    ]);
    const out = patch(FOREIGN, ops, { cells: { cache: { x: 140, y: 180, width: 78, height: 78 } }, edges: {} });
    const back = parse(out);
    expect(back.model.nodes.map((n) => n.id)).toEqual(['db', 'web', 'cache']);
    expect(back.geometry.cells['cache']).toEqual({ x: 140, y: 180, width: 78, height: 78 });
    expect(back.model.edges).toEqual([expect.objectContaining({ id: 'web-to-cache', source: 'web', target: 'cache', label: 'TCP' })]);
    expect(out).not.toContain('id="e1"');
  });

  it('a moved cell keeps its place on the page when no placement is given', () => {
    const out = patch(FOREIGN, resolved(FOREIGN, [{ op: 'move_into', id: 'db', parent: null }]), { cells: {}, edges: {} });
    const back = parse(out);
    expect(back.model.nodes.find((n) => n.id === 'db')?.parent).toBeNull();
    expect(back.geometry.cells['db']).toEqual({ x: 140, y: 160, width: 78, height: 78 });
    expect(back.geometry.cells['web']).toEqual({ x: 240, y: 60, width: 78, height: 78 });
  });

  it('patches the page asked for; a compressed page comes back uncompressed, other pages keep their bytes', () => {
    const inner = FOREIGN.slice(FOREIGN.indexOf('<mxGraphModel'), FOREIGN.indexOf('</mxGraphModel>') + 15);
    const packed = deflateRawSync(Buffer.from(encodeURIComponent(inner))).toString('base64');
    const doc = `<mxfile><diagram id="a" name="First">${packed}</diagram><diagram id="b" name="Second">${packed}</diagram></mxfile>`;
    const parsed = parse(doc, { page: 'Second' });
    const result = apply(parsed.model, [{ op: 'rename', id: 'web', label: 'Frontend' }]);
    if (!result.ok) throw new Error(result.error.reason);
    const out = patch(doc, result.resolved, { cells: {}, edges: {} }, { page: 1 });
    expect(out.startsWith(`<mxfile><diagram id="a" name="First">${packed}</diagram>`)).toBe(true);
    expect(out).toContain('<diagram id="b" name="Second"><mxGraphModel');
    expect(parse(out, { page: 1 }).model.nodes.find((n) => n.id === 'web')?.label).toBe('Frontend');
    expect(parse(out, { page: 0 }).model.nodes.find((n) => n.id === 'web')?.label).toBe('Web');
  });

  it('a new group drawn over foreign icons does not capture them: they are pinned to their container', () => {
    // Placed over the icons drawn there (as a careless layout might): drawn containment alone
    // would make them members of the new subnet.
    const ops = resolved(FOREIGN, [{ op: 'add_group', kind: 'subnet', label: 'Data', parent: 'vpc' }]);
    const { xml, pinned } = patchDetailed(FOREIGN, ops, { cells: { data: { x: 20, y: 40, width: 360, height: 240 } }, edges: {} });
    expect(pinned.sort()).toEqual(['db', 'web']);
    expect(parse(xml).model.nodes.map((n) => n.parent)).toEqual(['vpc', 'vpc']);
  });

  it('refuses operations that do not fit the document, saying which and why', () => {
    const ops: Operation[] = [{ op: 'rename', id: 'nope', label: 'x' }];
    expect(() => patch(FOREIGN, ops, { cells: {}, edges: {} })).toThrow(DrawioError);
    expect(() => patch(FOREIGN, ops, { cells: {}, edges: {} })).toThrow(/operation 1 \(rename\) does not fit this document: rename: no cell "nope"/);
    expect(() => patch(FOREIGN, [{ op: 'set_title', title: 'x' }], { cells: {}, edges: {} }, { page: 3 })).toThrow(/page 3 does not exist; the pages are 0: "Main"/);
  });

  it('returns the document itself when there is nothing to do', () => {
    const corpus = readFileSync(`${CORPUS_FILES_DIR}/03-aws-ecs-wordpress-vpc.drawio`, 'utf8');
    expect(patch(corpus, [], { cells: {}, edges: {} })).toBe(corpus);
  });
});

describe('patch: set_provider', () => {
  it('records the new provider on the page root and reads it back', () => {
    const before = parse(FOREIGN);
    const result = apply(before.model, [{ op: 'set_provider', provider: 'azure' }]);
    if (!result.ok) throw new Error(result.error.reason);
    const xml = patch(FOREIGN, result.resolved, { cells: {}, edges: {} });
    expect(xml).toContain('skyplan_provider="azure"');
    expect(parse(xml).model.provider).toBe('azure');
  });
});
