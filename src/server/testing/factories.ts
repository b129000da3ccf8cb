import { compile } from '../../engine/drawio/index.js';
import { layoutModel } from '../../engine/layout/index.js';
import type { ArchitectureModel } from '../../engine/model/index.js';
import type { ServiceDeps } from '../context.js';
import type { StoredWarning } from '../db/schema.js';
import { insertDiagram } from '../services/diagrams/store.js';

/** A small real model: users → load balancer → app → database (AWS). */
export function sampleModel(title = 'Sample web app'): ArchitectureModel {
  return {
    title,
    provider: 'aws',
    diagramType: 'architecture',
    groups: [],
    nodes: [
      { id: 'users', service: 'general.users', label: 'Users', parent: null, props: {} },
      { id: 'alb', service: 'aws.alb', label: 'Load balancer', parent: null, props: {} },
      { id: 'app', service: 'aws.ec2', label: 'App server', parent: null, props: {} },
      { id: 'db', service: 'aws.rds', label: 'Database', parent: null, props: {} },
    ],
    edges: [
      { id: 'e1', source: 'users', target: 'alb', label: '', props: {} },
      { id: 'e2', source: 'alb', target: 'app', label: '', props: {} },
      { id: 'e3', source: 'app', target: 'db', label: '', props: {} },
    ],
  };
}

/** A larger real model (n services in a chain, with cross links): its layout takes a while. */
export function chainModel(n: number): ArchitectureModel {
  const nodes = Array.from({ length: n }, (_, i) => ({ id: `s${i}`, service: i % 3 === 0 ? 'aws.lambda' : i % 3 === 1 ? 'aws.sqs' : 'aws.dynamodb', label: `Step ${i}`, parent: null, props: {} }));
  const edges = nodes.slice(1).map((node, i) => ({ id: `e${i}`, source: `s${i}`, target: node.id, label: '', props: {} }));
  const cross = nodes.slice(7).map((node, i) => ({ id: `x${i}`, source: `s${i}`, target: node.id, label: '', props: {} }));
  return { title: 'Long chain', provider: 'aws', diagramType: 'architecture', groups: [], nodes, edges: [...edges, ...cross] };
}

/** Real draw.io XML of a model, laid out and compiled by the engine. */
export async function sampleXml(model: ArchitectureModel = sampleModel()): Promise<string> {
  return compile(model, await layoutModel(model));
}

/** Stores a diagram (version 1) for an account directly, for tests of reads and ownership. */
export async function createDiagramRow(
  services: Pick<ServiceDeps, 'db' | 'clock'>,
  accountId: string,
  opts: { title?: string; xml?: string; warnings?: StoredWarning[]; isPublic?: boolean; provider?: string } = {},
) {
  const xml = opts.xml ?? (await sampleXml(sampleModel(opts.title)));
  return services.db.transaction().execute((trx) =>
    insertDiagram(
      trx,
      { accountId, title: opts.title ?? 'Sample web app', cloudProvider: opts.provider ?? 'aws', diagramType: 'architecture', isPublic: opts.isPublic },
      { xml, promptText: 'test fixture', warnings: opts.warnings ?? [], suggestions: [] },
      services.clock.now(),
    ),
  );
}

/** The sample laid out, then scrambled: every node moved, so a re-layout has work to do. */
export async function messyXml(model: ArchitectureModel = sampleModel(), shift = 37): Promise<string> {
  const geometry = await layoutModel(model);
  const cells = Object.fromEntries(Object.entries(geometry.cells).map(([id, r], i) => [id, { ...r, x: r.x + ((i * shift) % 200), y: r.y + ((i * 53) % 170) }]));
  return compile(model, { cells, edges: {} });
}
