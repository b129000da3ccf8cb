import { describe, expect, it } from 'vitest';
import { ModelSchema } from './schema.js';
import { OperationSchema } from './operations.js';

describe('model schema', () => {
  it('accepts a minimal model and rejects a bad cell id', () => {
    const model = {
      title: 't',
      provider: 'aws',
      diagramType: 'architecture',
      nodes: [{ id: 'n1', service: 'aws.rds', label: 'DB', parent: null, props: { multi_az: true } }],
      groups: [],
      edges: [],
    };
    expect(ModelSchema.parse(model).nodes[0]?.props.multi_az).toBe(true);
    const bad = { ...model, nodes: [{ ...model.nodes[0], id: 'has space' }] };
    expect(ModelSchema.safeParse(bad).success).toBe(false);
  });

  it('discriminates operations by op', () => {
    expect(OperationSchema.parse({ op: 'rename', id: 'a', label: 'b' })).toEqual({ op: 'rename', id: 'a', label: 'b' });
    expect(OperationSchema.safeParse({ op: 'explode', id: 'a' }).success).toBe(false);
  });
});
