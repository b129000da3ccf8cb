import { describe, expect, it } from 'vitest';
import { planToModel } from './to-model.js';
import type { Plan } from './schema.js';

const base: Plan = {
  title: 'T', diagram_type: 'architecture',
  groups: [{ id: 'cloud', kind: 'cloud', label: 'AWS Cloud' }, { id: 'vpc', kind: 'vpc', label: 'VPC', parent: 'cloud' }],
  nodes: [
    { id: 'a', service: 'aws.ec2', label: 'App', group: 'vpc' },
    { id: 'b', service: 'aws.rds', label: 'DB', group: 'vpc' },
  ],
  edges: [{ from: 'a', to: 'b', label: 'SQL' }],
};

describe('planToModel', () => {
  it('builds the model through apply, parents before children and overlays after their members', () => {
    const plan: Plan = { ...base, groups: [...base.groups, { id: 'asg', kind: 'overlay', label: 'Auto Scaling group', parent: 'vpc', members: ['a'] }] };
    const r = planToModel(plan, 'aws');
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.model.groups.map((g) => g.id)).toEqual(['cloud', 'vpc', 'asg']);
    expect(r.model.groups.find((g) => g.id === 'asg')!.members).toEqual(['a']);
    expect(r.model.edges[0]).toMatchObject({ source: 'a', target: 'b', label: 'SQL' });
  });

  it('reads an unknown service id as the nearest catalog entry (by its words or its spelling) and notes it', () => {
    const r = planToModel({ ...base, nodes: [{ ...base.nodes[0]!, service: 'aws.lambda_function' }, { ...base.nodes[1]!, service: 'aws.dynamodbx' }] }, 'aws');
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.model.nodes.map((n) => n.service)).toEqual(['aws.lambda', 'aws.dynamodb']);
    expect(r.notes).toEqual(['node "a": unknown service "aws.lambda_function" read as aws.lambda', 'node "b": unknown service "aws.dynamodbx" read as aws.dynamodb']);
  });

  it('uses the provider default for a generic kind', () => {
    const r = planToModel({ ...base, nodes: [base.nodes[0]!, { id: 'b', kind: 'relational_db', label: 'Orders', group: 'vpc' }] }, 'azure');
    expect(r.ok && r.model.nodes[1]!.service).toBe('azure.sql_database');
  });

  it('lists every problem a model can fix: dangling references, duplicate ids, unknown services', () => {
    const r = planToModel({
      ...base,
      groups: [...base.groups, { id: 'x', kind: 'subnet', label: 'S', parent: 'nowhere' }],
      nodes: [...base.nodes, { id: 'a', service: 'zz.qqq', label: 'Dup', group: 'missing' }],
      edges: [...base.edges, { from: 'a', to: 'ghost' }],
    }, 'aws');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(expect.arrayContaining([
      'id "a" is used twice; every node and group needs its own id',
      'group "x": parent "nowhere" is not a group id',
      'node "a": group "missing" is not a group id',
      'edge 2 (a → ghost): "ghost" is not a node or group id',
    ]));
    expect(r.errors.some((e) => e.startsWith('node "a": unknown service "zz.qqq"; use a catalog id such as'))).toBe(true);
  });

  it('draws flowchart shapes as styled plain nodes', () => {
    const r = planToModel({ title: 'F', diagram_type: 'flowchart', groups: [], edges: [{ from: 's', to: 'd' }], nodes: [
      { id: 's', service: null, label: 'Start', shape: 'start' }, { id: 'd', service: null, label: 'OK?', shape: 'decision' },
    ] }, 'general');
    expect(r.ok && r.model.nodes.map((n) => [n.props['flow'], n.style?.['shape']])).toEqual([['start', undefined], ['decision', 'rhombus']]);
  });
});
