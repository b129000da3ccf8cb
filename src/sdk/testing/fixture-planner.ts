import type { Operation } from '../../engine/model/index.js';
import type { Planner } from '../../server/pipeline/planner.js';
import { sampleModel } from '../../server/testing/factories.js';

/**
 * A deterministic stand-in for the AI planner seam (src/server/ai is built separately): every
 * prompt becomes the harness's sample web app (users → load balancer → app → database), and the
 * edit "add a cache …" inserts ElastiCache between the app and the database. Everything after
 * the planner — engine, layout, review, billing, idempotency, storage — is the real server.
 */
export const fixturePlanner: Planner = {
  async planDiagram(input, opts) {
    opts.onStage?.('understanding', 'Reading the prompt');
    opts.onStage?.('planning', 'Choosing services');
    const title = input.prompt.trim().slice(0, 60) || 'Sample web app';
    return { model: sampleModel(title), diagramType: 'architecture', title, understood: 'a web app on AWS' };
  },
  async planEdit({ prompt, model }) {
    const app = model.nodes.find((n) => n.service === 'aws.ec2');
    const db = model.nodes.find((n) => n.service === 'aws.rds');
    if (/cache/i.test(prompt) && app && db) {
      const ops: Operation[] = [{ op: 'insert_between', source: app.id, target: db.id, service: 'aws.elasticache', label: 'Cache' }];
      return { ok: true, ops, understood: 'add a cache between the app and the database' };
    }
    return { ok: false, understood: 'nothing I can change', example: 'add a cache between the app and the database', message: 'I could not tell what to change.' };
  },
  async enhancePrompt({ prompt }) {
    return `${prompt.trim()}, behind a load balancer, with the database in private subnets`;
  },
  async clarifyPrompt() {
    return { questions: [{ text: 'Which cloud should it run on?', options: ['aws', 'azure', 'gcp'] }], suggested_diagram_type: 'architecture' };
  },
};
