import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, type ApplyResult } from './apply.js';
import type { Operation } from './operations.js';
import type { ArchitectureModel } from './schema.js';
import { modelArb } from './testing/arbitrary-model.js';
import { buildOps, buildRawOps, opScriptArb } from './testing/arbitrary-ops.js';

/** users → cdn → alb → web → db, web in the app subnet, db in the data subnet, both in the vpc. */
const base: ArchitectureModel = {
  title: 'Shop',
  provider: 'aws',
  diagramType: 'architecture',
  groups: [
    { id: 'vpc', kind: 'vpc', label: 'VPC', parent: null, props: {} },
    { id: 'app', kind: 'subnet', label: 'App subnet', parent: 'vpc', props: { tier: 'app' } },
    { id: 'data', kind: 'subnet', label: 'Data subnet', parent: 'vpc', props: { tier: 'data' } },
    { id: 'asg', kind: 'overlay', label: 'Auto Scaling', parent: 'vpc', props: {}, members: ['web'] },
  ],
  nodes: [
    { id: 'users', service: 'general.users', label: 'Users', parent: null, props: {} },
    { id: 'alb', service: 'aws.alb', label: 'ALB', parent: 'vpc', props: {} },
    { id: 'web', service: 'aws.ec2', label: 'Web', parent: 'app', props: { replicas: 2 } },
    { id: 'db', service: 'aws.rds', label: 'RDS', parent: 'data', props: { multi_az: false } },
  ],
  edges: [
    { id: 'e1', source: 'users', target: 'alb', label: 'HTTPS', props: { protocol: 'https', tls: true } },
    { id: 'e2', source: 'alb', target: 'web', label: '', props: {} },
    { id: 'e3', source: 'web', target: 'db', label: 'SQL', props: { protocol: 'postgres' } },
  ],
};

function ok(result: ApplyResult): Extract<ApplyResult, { ok: true }> {
  if (!result.ok) throw new Error(`apply failed: ${result.error.reason}`);
  return result;
}

function failure(ops: Operation[], model = base): { index: number; reason: string } {
  const result = apply(model, ops);
  if (result.ok) throw new Error('expected apply to fail');
  return result.error;
}

const find = (m: ArchitectureModel, id: string) => [...m.nodes, ...m.groups, ...m.edges].find((c) => c.id === id);

describe('apply: every operation', () => {
  it('add_node derives a readable unique id and defaults', () => {
    const r = ok(apply(base, [
      { op: 'add_node', service: 'aws.elasticache', label: 'Session cache', parent: 'data' },
      { op: 'add_node', service: 'aws.rds' },
      { op: 'add_node', service: 'aws.rds' },
      { op: 'add_node', service: null, label: '2nd box' },
      { op: 'add_node', id: 'explicit', service: null, props: { role: 'primary' } },
    ]));
    expect(r.created).toEqual(['session-cache', 'rds', 'rds-2', 'n-2nd-box', 'explicit']);
    expect(find(r.model, 'rds')).toMatchObject({ label: 'RDS', parent: null, props: {} });
    expect(find(r.model, 'explicit')).toMatchObject({ label: '', props: { role: 'primary' } });
    expect(r.resolved[1]).toEqual({ op: 'add_node', id: 'rds', service: 'aws.rds', label: 'RDS', parent: null, props: {} });
    expect(r.touched).toEqual([]);
  });

  it('add_group nests and takes overlay members', () => {
    const r = ok(apply(base, [
      { op: 'add_group', kind: 'az', label: 'AZ a', parent: 'vpc' },
      { op: 'add_group', kind: 'overlay', label: 'Fleet', parent: 'vpc', members: ['web', 'web', 'db'] },
    ]));
    expect(find(r.model, 'az-a')).toMatchObject({ kind: 'az', parent: 'vpc' });
    expect(find(r.model, 'fleet')).toMatchObject({ members: ['web', 'db'] });
  });

  it('connect and disconnect (by id and by ends, one resolved op per edge)', () => {
    const r = ok(apply(base, [
      { op: 'connect', source: 'web', target: 'db' },
      { op: 'connect', source: 'alb', target: 'vpc', label: 'to a group' },
      { op: 'disconnect', source: 'web', target: 'db' },
      { op: 'disconnect', id: 'e1' },
    ]));
    expect(r.created).toEqual(['alb-to-vpc']);
    expect(r.removed).toEqual(['e3', 'e1']);
    expect(r.resolved.filter((o) => o.op === 'disconnect')).toEqual([
      { op: 'disconnect', id: 'e3', source: 'web', target: 'db' },
      { op: 'disconnect', id: 'web-to-db', source: 'web', target: 'db' },
      { op: 'disconnect', id: 'e1', source: 'users', target: 'alb' },
    ]);
  });

  it('insert_between puts the node where both ends meet and carries the edge label and props', () => {
    const r = ok(apply(base, [{ op: 'insert_between', source: 'users', target: 'alb', service: 'aws.waf', label: 'WAF' }]));
    expect(find(r.model, 'waf')).toMatchObject({ parent: null, service: 'aws.waf' });
    expect(r.model.edges.filter((e) => e.id !== 'e2' && e.id !== 'e3')).toEqual([
      { id: 'users-to-waf', source: 'users', target: 'waf', label: 'HTTPS', props: { protocol: 'https', tls: true } },
      { id: 'waf-to-alb', source: 'waf', target: 'alb', label: 'HTTPS', props: { protocol: 'https', tls: true } },
    ]);
    expect(r.resolved[0]).toMatchObject({ id: 'waf', edges: ['users-to-waf', 'waf-to-alb'], parent: null });
    const inside = ok(apply(base, [{ op: 'insert_between', source: 'web', target: 'db', service: 'aws.rds_proxy' }]));
    expect(inside.model.nodes.at(-1)!.parent).toBe('vpc');
  });

  it('move_into re-parents, and marks edges whose container changes', () => {
    const r = ok(apply(base, [{ op: 'move_into', id: 'db', parent: 'app' }]));
    expect(find(r.model, 'db')).toMatchObject({ parent: 'app' });
    expect(r.touched).toEqual(['db', 'e3']);
    expect(ok(apply(base, [{ op: 'move_into', id: 'app', parent: null }])).touched).toEqual(['app', 'e2', 'e3']);
  });

  it('set_property sets, changes and removes props of nodes, groups and edges', () => {
    const r = ok(apply(base, [
      { op: 'set_property', id: 'db', key: 'multi_az', value: true },
      { op: 'set_property', id: 'app', key: 'public', value: false },
      { op: 'set_property', id: 'e1', key: 'tls', value: null },
      { op: 'set_property', id: 'web', key: 'replicas', value: 2 },
    ]));
    expect(find(r.model, 'db')!.props).toEqual({ multi_az: true });
    expect(find(r.model, 'e1')!.props).toEqual({ protocol: 'https' });
    expect(r.touched).toEqual(['db', 'app', 'e1']); // replicas was already 2
  });

  it('rename, replace_service (default label follows, restyles dropped), restyle, set_title', () => {
    const r = ok(apply(base, [
      { op: 'restyle', id: 'db', style: { fillColor: '#ff0000', strokeColor: '#000' } },
      { op: 'restyle', id: 'db', style: { strokeColor: null } },
      { op: 'rename', id: 'web', label: 'Web tier' },
      { op: 'replace_service', id: 'db', service: 'aws.aurora' },
      { op: 'replace_service', id: 'web', service: 'aws.ecs' },
      { op: 'restyle', id: 'e2', style: { dashed: '1' } },
      { op: 'set_title', title: 'Shop v2' },
    ]));
    expect(find(r.model, 'db')).toMatchObject({ service: 'aws.aurora', label: 'Aurora' });
    expect(find(r.model, 'db')).not.toHaveProperty('style');
    expect(find(r.model, 'web')).toMatchObject({ service: 'aws.ecs', label: 'Web tier' });
    expect(find(r.model, 'e2')!.style).toEqual({ dashed: '1' });
    expect(r.model.title).toBe('Shop v2');
    const moved = ok(apply(base, [{ op: 'set_provider', provider: 'gcp' }]));
    expect(moved.model.provider).toBe('gcp');
    expect(moved.resolved).toEqual([{ op: 'set_provider', provider: 'gcp' }]);
    expect(apply(base, [{ op: 'set_provider', provider: 'mars' } as unknown as Operation]).ok).toBe(false);
    const restyled = ok(apply(base, [{ op: 'restyle', id: 'db', style: { fillColor: '#f00' } }, { op: 'restyle', id: 'db', style: { fillColor: null } }]));
    expect(find(restyled.model, 'db')).not.toHaveProperty('style');
  });

  it('remove: a node with its edges and overlay membership; an edge; a group, children moving up or cascading', () => {
    const node = ok(apply(base, [{ op: 'remove', id: 'web' }]));
    expect(node.model.edges.map((e) => e.id)).toEqual(['e1']);
    expect(find(node.model, 'asg')).toMatchObject({ members: [] });
    expect(node.touched).toEqual(['e2', 'e3', 'asg', 'web']);
    expect(ok(apply(base, [{ op: 'remove', id: 'e2' }])).model.edges.map((e) => e.id)).toEqual(['e1', 'e3']);
    const group = ok(apply(base, [{ op: 'remove', id: 'vpc' }]));
    expect(group.model.groups.map((g) => [g.id, g.parent])).toEqual([['app', null], ['data', null], ['asg', null]]);
    expect(find(group.model, 'alb')).toMatchObject({ parent: null });
    const cascade = ok(apply(base, [{ op: 'remove', id: 'vpc', cascade: true }]));
    expect(cascade.model.nodes.map((n) => n.id)).toEqual(['users']);
    expect(cascade.model.groups).toEqual([]);
    expect(cascade.model.edges).toEqual([]);
  });

  it('is pure and deterministic', () => {
    const before = JSON.stringify(base);
    const ops: Operation[] = [{ op: 'add_node', service: 'aws.s3' }, { op: 'connect', source: 'web', target: 's3' }, { op: 'remove', id: 'db' }];
    expect(apply(base, ops)).toEqual(apply(base, ops));
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('apply: every failure names the op and the id', () => {
  it.each<[string, Operation[], RegExp, number?]>([
    ['unknown id', [{ op: 'rename', id: 'nope', label: 'x' }], /^rename: no cell "nope"$/],
    ['case hint', [{ op: 'rename', id: 'DB', label: 'x' }], /ids are case-sensitive: did you mean "db"/],
    ['removed earlier', [{ op: 'remove', id: 'db' }, { op: 'rename', id: 'db', label: 'x' }], /removed by an earlier operation/, 1],
    ['unknown service', [{ op: 'add_node', service: 'aws.bedrockz' }], /^add_node: unknown service "aws.bedrockz"/],
    ['unknown service on replace', [{ op: 'replace_service', id: 'db', service: 'nope.x' }], /replace_service "db": unknown service "nope.x"/],
    ['duplicate explicit id', [{ op: 'add_node', id: 'web', service: null }], /add_node: id "web" already exists \(a node\)/],
    ['reserved draw.io id', [{ op: 'add_group', id: '1', kind: 'vpc', label: 'x' }], /id "1" is already used by the document/],
    ['id removed in the same list', [{ op: 'remove', id: 'e1' }, { op: 'connect', id: 'e1', source: 'web', target: 'db' }], /"e1" was removed earlier in this list/, 1],
    ['parent is not a group', [{ op: 'add_node', service: null, parent: 'web' }], /parent "web" is a node, but only groups can contain cells/],
    ['parent does not exist', [{ op: 'move_into', id: 'web', parent: 'subnet-x' }], /no group "subnet-x" to put the cell in/],
    ['group into itself', [{ op: 'move_into', id: 'vpc', parent: 'vpc' }], /group "vpc" cannot be moved into itself/],
    ['group into its descendant', [{ op: 'move_into', id: 'vpc', parent: 'app' }], /group "vpc" cannot be moved into "app", which is inside it/],
    ['self connection', [{ op: 'connect', source: 'web', target: 'web' }], /^connect: "web" cannot be connected to itself$/],
    ['connect to an edge', [{ op: 'connect', source: 'web', target: 'e1' }], /connect target: no node or group "e1"/],
    ['members on a non-overlay', [{ op: 'add_group', kind: 'vpc', label: 'x', members: ['web'] }], /members are only for overlay groups/],
    ['member is not a node', [{ op: 'add_group', kind: 'overlay', label: 'x', members: ['vpc'] }], /member: no node "vpc"/],
    ['disconnect a node', [{ op: 'disconnect', id: 'web' }], /"web" is a node, not an edge; use remove/],
    ['disconnect nothing', [{ op: 'disconnect', source: 'db', target: 'web' }], /there is no edge from "db" to "web"/],
    ['disconnect without ids', [{ op: 'disconnect' }], /give the edge id, or both source and target/],
    ['disconnect mismatch', [{ op: 'disconnect', id: 'e1', source: 'web' }], /edge "e1" runs from "users" to "alb", not as given/],
    ['insert with no edge', [{ op: 'insert_between', source: 'db', target: 'web', service: null }], /no edge from "db" to "web" to insert into; use add_node and connect/],
    ['replace on a group', [{ op: 'replace_service', id: 'vpc', service: 'aws.rds' }], /"vpc" is a group; groups have no service/],
    ['reserved prop key', [{ op: 'set_property', id: 'web', key: 'label', value: 'x' }], /"label" is reserved by draw.io \(use rename/],
    ['skyplan prop key', [{ op: 'add_node', service: null, props: { skyplan_service: 'x' } }], /keys starting with "skyplan_" are Skyplan's own/],
    ['bad style key', [{ op: 'restyle', id: 'web', style: { 'fill color': '#f00' } }], /"fill color" is not a draw.io style key/],
    ['bad style value', [{ op: 'restyle', id: 'web', style: { fillColor: '#f00;shape=x' } }], /must not contain ";"/],
    ['schema violation', [{ op: 'rename', id: 'has space', label: 'x' }], /^rename: invalid operation at "id"/],
  ])('%s', (_name, ops, reason, index = 0) => {
    const error = failure(ops);
    expect(error.reason).toMatch(reason);
    expect(error.index).toBe(index);
  });

  it('never changes the input model when it fails', () => {
    const before = JSON.stringify(base);
    failure([{ op: 'remove', id: 'web' }, { op: 'rename', id: 'nope', label: 'x' }]);
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('apply: properties', () => {
  it('never leaves a dangling edge, a missing parent or a stale overlay member', () => {
    fc.assert(
      fc.property(modelArb, opScriptArb, ({ model }, script) => {
        const result = apply(model, buildOps(model, script));
        const m = ok(result).model;
        const vertices = new Set([...m.nodes.map((n) => n.id), ...m.groups.map((g) => g.id)]);
        const groups = new Set(m.groups.map((g) => g.id));
        const nodes = new Set(m.nodes.map((n) => n.id));
        for (const e of m.edges) expect(vertices.has(e.source) && vertices.has(e.target)).toBe(true);
        for (const c of [...m.nodes, ...m.groups]) expect(c.parent === null || groups.has(c.parent)).toBe(true);
        for (const g of m.groups) for (const member of g.members ?? []) expect(nodes.has(member)).toBe(true);
        const ids = [...vertices, ...m.edges.map((e) => e.id)];
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 300 },
    );
  });

  it('fails cleanly (never throws) on arbitrary op lists, and resolved ops replay to the same model', () => {
    fc.assert(
      fc.property(modelArb, opScriptArb, ({ model }, script) => {
        const result = apply(model, buildRawOps(model, script));
        if (!result.ok) {
          expect(result.error.reason).toMatch(/^[a-z_]+/);
          return;
        }
        const replay = ok(apply(model, result.resolved));
        expect(replay.model).toEqual(result.model);
        expect(replay.created).toEqual(result.created);
      }),
      { numRuns: 300 },
    );
  });
});
