import { describe, expect, it } from 'vitest';
import { CATALOG, allGroupStyles, edgeStyle, genericService, groupStyle, GROUP_KIND_STYLES, SERVICE_KINDS } from './index.js';
import { edgeStyleProblems, vertexStyleProblems } from './testing/style-check.js';
import { GROUP_KINDS } from '../model/schema.js';
import { PROVIDERS } from '../../shared/contract/values.js';

/**
 * Every style the catalog can emit must be drawn by the draw.io 14.7.3 that Skyplan ships:
 * shapes registered in its code, stencils from its stencil sets, images from its img/lib.
 */
describe('styles resolve in draw.io 14.7.3', () => {
  it('every service style draws (stencil, resIcon, prIcon or image file)', () => {
    const misses = CATALOG.flatMap((entry) => vertexStyleProblems(entry.style).map((p) => `${entry.id}: ${p}`));
    expect(misses).toEqual([]);
  });

  it('every generic-by-kind style draws, on every provider', () => {
    const generic = PROVIDERS.flatMap((provider) => SERVICE_KINDS.map((kind) => genericService(kind, provider)));
    const misses = generic.flatMap((entry) => vertexStyleProblems(entry.style).map((p) => `${entry.id}: ${p}`));
    expect(misses).toEqual([]);
  });

  it('every group style draws, for every provider, kind and variant', () => {
    const styles = allGroupStyles();
    expect(styles.length).toBeGreaterThan(20);
    const misses = styles.flatMap((s) => vertexStyleProblems(s).map((p) => `${p} in ${s}`));
    expect(misses).toEqual([]);
    for (const provider of PROVIDERS) {
      for (const kind of GROUP_KINDS) {
        for (const props of [{}, { tier: 'public' }, { tier: 'data' }, { autoscaling: true }]) {
          const style = groupStyle(kind, provider, props);
          expect(styles, `${provider}/${kind} emits a style outside GROUP_KIND_STYLES`).toContain(style);
          expect(style).toContain('container=1');
        }
      }
    }
  });

  it('covers AWS groups with draw.io AWS group shapes and labels at the top-left', () => {
    expect(groupStyle('vpc', 'aws')).toContain('grIcon=mxgraph.aws4.group_vpc;');
    expect(groupStyle('subnet', 'aws', { tier: 'public' })).toContain('fillColor=#E9F3E6');
    expect(groupStyle('subnet', 'aws', { tier: 'app' })).toContain('fillColor=#E6F2F8');
    expect(groupStyle('az', 'aws')).toContain('dashed=1');
    expect(groupStyle('security_group', 'aws')).toMatch(/strokeColor=#DD3522;.*dashed=1/);
    expect(groupStyle('overlay', 'aws', { autoscaling: true })).toContain('group_auto_scaling_group');
    expect(groupStyle('overlay', 'general')).toContain('dashed=1');
    for (const provider of ['aws', 'azure', 'gcp', 'general'] as const) {
      expect(groupStyle('vpc', provider)).toMatch(/verticalAlign=top;align=left/);
    }
    expect(Object.keys(GROUP_KIND_STYLES)).toEqual([...PROVIDERS]);
  });

  it('edge styles are orthogonal, resolve, and dash async edges', () => {
    const variants = [{}, { async: true }, { direction: 'two_way' }, { async: 'true', direction: 'two_way' }];
    for (const props of variants) {
      const style = edgeStyle(props);
      expect(edgeStyleProblems(style)).toEqual([]);
      expect(style).toContain('edgeStyle=orthogonalEdgeStyle;rounded=0;');
    }
    expect(edgeStyle({ async: true })).toContain('dashed=1');
    expect(edgeStyle({})).toContain('dashed=0');
    expect(edgeStyle({ direction: 'two_way' })).toContain('startArrow=block');
  });

  it('the checker itself rejects styles draw.io cannot draw', () => {
    expect(vertexStyleProblems('shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.bedrock;')).not.toEqual([]);
    expect(vertexStyleProblems('shape=mxgraph.kubernetes.icon2;prIcon=pod;')).not.toEqual([]);
    expect(vertexStyleProblems('image;image=img/lib/azure2/ai_machine_learning/Azure_OpenAI.svg;')).not.toEqual([]);
    expect(vertexStyleProblems('shape=mxgraph.gcp2.hexIcon;prIcon=vertex_ai;')).not.toEqual([]);
    expect(vertexStyleProblems('fillColor=none;strokeColor=none;')).not.toEqual([]);
    expect(edgeStyleProblems('edgeStyle=wavyEdgeStyle;')).not.toEqual([]);
  });
});
