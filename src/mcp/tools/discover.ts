import { z } from 'zod';
import { BILLABLE_ACTIONS, DIAGRAM_TYPES, PROVIDERS } from '../../shared/contract/values.js';
import { clarifyText, galleryText, historyText, meText, usageText } from '../format.js';
import { text } from '../results.js';
import { diagramId } from './agent-path.js';
import { defineTool } from './define.js';

/** Gallery, prompt helpers, and the account: usage, ledger, who am I, what can I use. */

export const searchGallery = defineTool({
  name: 'search_gallery',
  title: 'Search the gallery',
  description: 'Searches the curated template library and public diagrams (free). fork_diagram copies one into your account.',
  input: {
    q: z.string().max(200).optional().describe('Words to look for in titles and descriptions.'),
    cloud_provider: z.enum(PROVIDERS).optional(),
    diagram_type: z.enum(DIAGRAM_TYPES).optional(),
    source: z.enum(['all', 'community', 'library']).optional(),
    limit: z.number().int().min(1).max(100).optional(),
    cursor: z.string().optional(),
  },
  annotations: { readOnlyHint: true },
  async run(args, { client, signal }) {
    return text(galleryText(await client.gallery.list(args, { signal })));
  },
});

export const forkDiagram = defineTool({
  name: 'fork_diagram',
  title: 'Fork a gallery diagram',
  description: 'Copies a gallery diagram or template into your account as a private diagram you can edit (free).',
  input: { diagram_id: diagramId },
  async run({ diagram_id }, { client, signal }) {
    const fork = await client.gallery.fork(diagram_id, { signal });
    return text(['Forked.', `id: ${fork.id}`, `title: ${fork.title}`, `forked from: ${fork.forked_from_id ?? fork.forked_from_library_id ?? '—'}`].join('\n'));
  },
});

export const enhancePrompt = defineTool({
  name: 'enhance_prompt',
  title: 'Enhance a prompt',
  description: 'Rewrites a short request into a fuller diagram prompt (free). Pass the result to generate_diagram.',
  input: { prompt: z.string().min(5).max(30_000), cloud_provider: z.enum(PROVIDERS).optional() },
  annotations: { readOnlyHint: true },
  async run(args, { client, signal }) {
    const { enhanced_prompt } = await client.prompts.enhance(args, { signal });
    return text(enhanced_prompt);
  },
});

export const clarifyPrompt = defineTool({
  name: 'clarify_prompt',
  title: 'Clarify a prompt',
  description: 'Returns 1–3 questions that would make a diagram request clearer, or says it is clear enough (free).',
  input: { prompt: z.string().min(1).max(30_000), diagram_type: z.enum(DIAGRAM_TYPES).optional(), cloud_provider: z.enum(PROVIDERS).optional() },
  annotations: { readOnlyHint: true },
  async run(args, { client, signal }) {
    return text(clarifyText(await client.prompts.clarify(args, { signal })));
  },
});

export const getUsage = defineTool({
  name: 'get_usage',
  title: 'Credits and costs',
  description: 'Your plan, credits remaining, and what each action costs (free).',
  input: {},
  annotations: { readOnlyHint: true },
  async run(_args, { client, signal }) {
    return text(usageText(await client.usage.summary({ signal })));
  },
});

export const getUsageHistory = defineTool({
  name: 'get_usage_history',
  title: 'Credit history',
  description: 'The credit ledger, newest first, with totals: which action, diagram and client spent what (free).',
  input: {
    action: z.array(z.enum(BILLABLE_ACTIONS)).optional(),
    diagram_id: z.string().optional(),
    since: z.string().optional().describe('ISO date-time, inclusive.'),
    until: z.string().optional().describe('ISO date-time, exclusive.'),
    include_grants: z.boolean().optional().describe('Also list monthly grants.'),
    limit: z.number().int().min(1).max(100).optional(),
    cursor: z.string().optional(),
  },
  annotations: { readOnlyHint: true },
  async run({ since, until, ...rest }, { client, signal }) {
    return text(historyText(await client.usage.history({ ...rest, from: since, to: until }, { signal })));
  },
});

export const whoami = defineTool({
  name: 'whoami',
  title: 'Who am I',
  description: 'The Skyplan account this assistant is signed in as: e-mail, plan, live or test key, credits. Signs in when needed.',
  input: {},
  annotations: { readOnlyHint: true },
  async run(_args, { client, ctx, signal }) {
    return text(meText(await client.me.get({ signal }), ctx.baseUrl));
  },
});

export const listCapabilities = defineTool({
  name: 'list_capabilities',
  title: 'What can I use',
  description: 'The valid cloud_provider, diagram_type and export format values, and what your plan allows (free). Call it before guessing a value.',
  input: {},
  annotations: { readOnlyHint: true },
  async run(_args, { client }) {
    const [types, providers, formats, features] = await Promise.all([client.meta.diagramTypes(), client.meta.providers(), client.meta.formats(), client.meta.features()]);
    const flags = Object.entries(features.features).map(([k, v]) => `${k}: ${v ? 'yes' : 'no'}`);
    const limits = Object.entries(features.limits).map(([k, v]) => `${k}: ${v}`);
    return text(
      [
        `cloud_provider: ${providers.providers.join(', ')}`,
        `diagram_type: ${types.diagram_types.join(', ')}`,
        `export formats: ${formats.export_formats.join(', ')}`,
        `plan: ${features.plan}`,
        `features: ${flags.join(', ')}`,
        `limits: ${limits.join(', ')}`,
      ].join('\n'),
    );
  },
});
