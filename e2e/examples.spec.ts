import { parse } from '../src/engine/drawio/index.js';
import { test, expect } from './journey-fixtures.js';

/**
 * The prompt box's own examples are the first thing a new user tries: each one, clicked and
 * generated in the browser, draws every part it names, once, wired in the order it describes.
 */

interface Example {
  /** The start of the example button's text. */
  button: RegExp;
  /** Component types that must be drawn, each with how many times (a range when the text implies copies). */
  parts: Record<string, [number, number]>;
  /** Paths (by component type) the diagram must join, one direct edge per step (a reader may point at what it reads). */
  chains: string[][];
  /** Types the text does not name or imply. */
  absent: string[];
}

const EXAMPLES: Example[] = [
  {
    button: /^A three-tier web app on AWS/,
    // Two AZs: one server per zone in the Auto Scaling group; Multi-AZ: a primary and its standby.
    parts: { 'aws.cloudfront': [1, 1], 'aws.alb': [1, 1], 'aws.ec2': [1, 2], 'aws.rds_postgresql': [1, 2] },
    chains: [['aws.cloudfront', 'aws.alb', 'aws.ec2', 'aws.rds_postgresql']],
    absent: ['aws.s3', 'aws.lambda', 'aws.rds'],
  },
  {
    button: /^Event-driven order processing on Azure/,
    parts: { 'azure.api_management': [1, 1], 'azure.functions': [1, 1], 'azure.service_bus': [1, 1], 'azure.cosmos_db': [1, 1] },
    chains: [['azure.service_bus', 'azure.functions', 'azure.cosmos_db']],
    absent: ['azure.event_grid', 'azure.event_hubs'],
  },
  {
    button: /^A data pipeline on Google Cloud/,
    parts: { 'gcp.pubsub': [1, 1], 'gcp.dataflow': [1, 1], 'gcp.bigquery': [1, 1], 'gcp.looker': [1, 1] },
    chains: [['gcp.pubsub', 'gcp.dataflow', 'gcp.bigquery', 'gcp.looker']],
    absent: ['gcp.cloud_storage', 'gcp.cloud_functions'],
  },
];

for (const example of EXAMPLES) {
  test(`example "${example.button.source.slice(1)}…" draws what it says, once`, async ({ page, api }) => {
    await page.goto('/');
    await page.getByRole('button', { name: example.button }).click();
    await expect(page.getByRole('textbox', { name: 'Prompt' })).not.toHaveValue('');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL(/\/d\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const id = page.url().split('/d/')[1]!;
    const xml = ((await (await api.get(`/api/v2/diagrams/${id}`)).json()) as { xml: string }).xml;
    const { model } = parse(xml);

    const drawn = (type: string) => model.nodes.filter((n) => n.service === type);
    for (const [type, [min, max]] of Object.entries(example.parts)) {
      const count = drawn(type).length;
      expect(count, `${type} drawn ${count} times`).toBeGreaterThanOrEqual(min);
      expect(count, `${type} drawn ${count} times`).toBeLessThanOrEqual(max);
    }
    for (const type of example.absent) expect(drawn(type), `${type} was not asked for`).toEqual([]);

    // No two components look the same: copies say what tells them apart (zone, role).
    const labels = model.nodes.map((n) => n.label.trim().toLowerCase());
    expect(labels.filter((l, i) => labels.indexOf(l) !== i), 'labels drawn twice').toEqual([]);

    const typeOf = new Map(model.nodes.map((n) => [n.id, n.service]));
    const joined = new Set(model.edges.flatMap((e) => [`${typeOf.get(e.source)}>${typeOf.get(e.target)}`, `${typeOf.get(e.target)}>${typeOf.get(e.source)}`]));
    for (const chain of example.chains) {
      for (let i = 1; i < chain.length; i++) expect(joined, `${chain[i - 1]} → ${chain[i]}`).toContain(`${chain[i - 1]}>${chain[i]}`);
    }
  });
}
