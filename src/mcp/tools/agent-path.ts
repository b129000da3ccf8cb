import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DIAGRAM_TYPES, EXPORT_FORMATS, FrameworkSchema, PROVIDERS } from '../../shared/contract/values.js';
import { diagramText, warningsText } from '../format.js';
import { failure, text } from '../results.js';
import { defineTool } from './define.js';

/** The agent path, in order: generate_diagram → get_warnings (→ fix_warning) → export_diagram. */

export const diagramId = z.string().min(1).describe('The diagram id: a UUID from generate_diagram, import_diagram or list_diagrams.');

export const generateDiagram = defineTool({
  name: 'generate_diagram',
  title: 'Generate a diagram',
  description:
    'STEP 1 of 3. Turns a plain-English description of a system into an editable cloud-architecture diagram (draw.io), ' +
    'reviewed against Well-Architected rules. Costs 1–3 credits by size. Returns the diagram id, its score and warnings. ' +
    'NEXT: call get_warnings with the id (step 2), fix what matters with fix_warning, then export_diagram (step 3). ' +
    'Tip: for a vague request, call clarify_prompt or enhance_prompt first.',
  input: {
    prompt: z.string().min(1).max(30_000).describe('What to draw, e.g. "Three-tier web app on AWS with a CDN, ALB, ECS and Aurora".'),
    cloud_provider: z.enum(PROVIDERS).optional().describe('aws, azure, gcp, kubernetes, oci or general (default general).'),
    diagram_type: z.enum(DIAGRAM_TYPES).optional().describe('architecture (default), data_pipeline, flowchart, sequence, network… or auto to let the server pick.'),
    opinionated: z.boolean().optional().describe('Adds opinionated suggestions (paid plans).'),
    include_xml: z.boolean().optional().describe('Also return the draw.io XML (large). Default false: use export_diagram for the file.'),
  },
  async run(args, { client, progress, signal }) {
    const { include_xml, ...body } = args;
    const diagram = await client.diagrams.generateWithProgress(body, {
      signal,
      onProgress: (p) => void progress(p.progress, `${p.stage}: ${p.message}`),
    });
    await progress(100, 'done');
    return text(
      diagramText(diagram, {
        heading: 'Diagram created.',
        includeXml: include_xml ?? false,
        next: `NEXT: get_warnings with diagram_id ${diagram.id}, then export_diagram.`,
      }),
    );
  },
});

export const getWarnings = defineTool({
  name: 'get_warnings',
  title: 'Review a diagram',
  description:
    'STEP 2 of 3. Lists the Well-Architected warnings of a diagram (free): severity, rule, component, what is wrong and how to fix it, ' +
    'each with a warning_id. NEXT: fix the ones that matter with fix_warning (1 credit each), then call export_diagram (step 3).',
  input: {
    diagram_id: diagramId,
    framework: z.array(FrameworkSchema).optional()
      .describe('Only warnings touching these compliance frameworks, each with its control ids (e.g. ["pci-dss", "hipaa"]).'),
  },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, framework }, { client, signal }) {
    const warnings = await client.diagrams.warnings(diagram_id, { signal, ...(framework?.length ? { framework } : {}) });
    return text(warningsText(diagram_id, warnings, { controls: !!framework?.length }));
  },
});

export const exportDiagram = defineTool({
  name: 'export_diagram',
  title: 'Export a diagram',
  description:
    'STEP 3 of 3. Exports a diagram as drawio (editable draw.io XML), svg or png. Free on every plan. ' +
    'Returns the file (text for drawio/svg, an image for png), or writes it to save_to.',
  input: {
    diagram_id: diagramId,
    format: z.enum(EXPORT_FORMATS).optional().describe('drawio (default), svg or png.'),
    scale: z.number().gt(0).max(16).optional().describe('png only: zoom factor, default 1.'),
    background: z.string().max(64).optional().describe('svg/png: a CSS colour or "transparent".'),
    save_to: z.string().optional().describe('A file path to write the export to (directories are created); the answer then only names the file.'),
  },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, format = 'drawio', scale, background, save_to }, { client, signal }) {
    const query = { scale, background };
    const data = format === 'png' ? await client.diagrams.export(diagram_id, { ...query, format: 'png' }, { signal }) : await client.diagrams.export(diagram_id, { ...query, format }, { signal });
    if (save_to) {
      const target = path.resolve(save_to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, data);
      return text(`Saved the ${format} export of diagram id: ${diagram_id} to ${target} (${data.length} bytes).`);
    }
    if (typeof data === 'string') return text(data);
    return { content: [{ type: 'image', data: Buffer.from(data).toString('base64'), mimeType: 'image/png' }, { type: 'text', text: `PNG export of diagram id: ${diagram_id} (${data.length} bytes).` }] };
  },
});

export const fixWarning = defineTool({
  name: 'fix_warning',
  title: 'Fix one warning',
  description:
    'Fixes one warning from get_warnings in the diagram (billed as an edit: 1 credit) and returns the new score and remaining warnings. ' +
    'Give the warning_id from get_warnings. Then export_diagram.',
  input: {
    diagram_id: diagramId,
    warning_id: z.string().min(1).describe('The warning_id from get_warnings.'),
  },
  async run({ diagram_id, warning_id }, { client, signal }) {
    const warning = (await client.diagrams.warnings(diagram_id, { signal })).find((w) => w.id === warning_id);
    if (!warning) return failure(`No warning ${warning_id} on diagram id: ${diagram_id} now (it may be fixed already). Call get_warnings for the current list.`);
    const fixed = await client.diagrams.fix(diagram_id, { message: warning.message, warning_type: warning.type, warning_id, component: warning.component ?? undefined }, { signal });
    return text(diagramText(fixed, { heading: `Fixed: ${warning.message}`, includeXml: false, next: 'NEXT: fix another warning, or export_diagram.' }));
  },
});

export const editDiagram = defineTool({
  name: 'edit_diagram',
  title: 'Edit a diagram by prompt',
  description:
    'Changes a diagram as described, e.g. "add a Redis cache between the API and the database" (1 credit; a new version). ' +
    'When the request is not understood, the error says what was understood and gives an example that works.',
  input: {
    diagram_id: diagramId,
    edit_prompt: z.string().min(3).max(30_000).describe('The change to make, in plain English.'),
  },
  async run({ diagram_id, edit_prompt }, { client, signal }) {
    const edited = await client.diagrams.edit(diagram_id, { edit_prompt }, { signal });
    return text(diagramText(edited, { heading: 'Diagram edited.', includeXml: false, next: 'NEXT: get_warnings, then export_diagram.' }));
  },
});
