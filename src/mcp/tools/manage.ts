import fs from 'node:fs/promises';
import { z } from 'zod';
import { DIAGRAM_TYPES, PROVIDERS } from '../../shared/contract/values.js';
import { diagramListText, diagramText, relayoutText, summaryLines, versionsText } from '../format.js';
import { failure, text } from '../results.js';
import { diagramId } from './agent-path.js';
import { defineTool } from './define.js';

/** Reading, organising and changing diagrams: get, list, import, update, delete, versions, revert, re-layout. */

const page = {
  limit: z.number().int().min(1).max(100).optional().describe('How many (1–100, default 20).'),
  cursor: z.string().optional().describe('The cursor the previous page ended with.'),
};

export const getDiagram = defineTool({
  name: 'get_diagram',
  title: 'Get a diagram',
  description: 'Reads a diagram: title, score, warnings, and its current draw.io XML (free).',
  input: { diagram_id: diagramId, include_xml: z.boolean().optional().describe('Return the XML (default true).') },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, include_xml }, { client, signal }) {
    return text(diagramText(await client.diagrams.get(diagram_id, { signal }), { heading: 'Diagram:', includeXml: include_xml ?? true }));
  },
});

export const listDiagrams = defineTool({
  name: 'list_diagrams',
  title: 'List diagrams',
  description: 'Lists your diagrams, newest first, with their ids (free).',
  input: page,
  annotations: { readOnlyHint: true },
  async run(args, { client, signal }) {
    return text(diagramListText(await client.diagrams.list(args, { signal })));
  },
});

export const importDiagram = defineTool({
  name: 'import_diagram',
  title: 'Import a draw.io file',
  description: 'Imports existing draw.io XML (or a .drawio file by path) as a new diagram, reviewed like a generated one (free). Then get_warnings.',
  input: {
    xml: z.string().optional().describe('draw.io XML (mxfile or mxGraphModel).'),
    file_path: z.string().optional().describe('Or: a .drawio/.xml file to read.'),
    title: z.string().max(200).optional(),
    cloud_provider: z.enum(PROVIDERS).optional(),
    diagram_type: z.enum(DIAGRAM_TYPES).exclude(['auto']).optional(),
  },
  async run({ xml, file_path, ...rest }, { client, signal }) {
    const source = xml ?? (file_path ? await fs.readFile(file_path, 'utf8') : undefined);
    if (!source) return failure('Give xml (the draw.io XML) or file_path (a .drawio file to read).');
    const made = await client.diagrams.import({ xml: source, ...rest }, { signal });
    return text(['Imported.', ...summaryLines(made), '', `NEXT: get_warnings with diagram_id ${made.id}.`].join('\n'));
  },
});

export const updateDiagram = defineTool({
  name: 'update_diagram',
  title: 'Update a diagram',
  description: 'Renames a diagram, makes it public or private, or replaces its XML as a new version (free).',
  input: {
    diagram_id: diagramId,
    title: z.string().min(1).max(200).optional(),
    is_public: z.boolean().optional().describe('true: listed in the public gallery.'),
    xml: z.string().optional().describe('New draw.io XML for a new version.'),
  },
  async run({ diagram_id, ...body }, { client, signal }) {
    if (body.title === undefined && body.is_public === undefined && body.xml === undefined) return failure('Nothing to update: give title, is_public or xml.');
    return text(['Updated.', ...summaryLines(await client.diagrams.update(diagram_id, body, { signal }))].join('\n'));
  },
});

export const deleteDiagram = defineTool({
  name: 'delete_diagram',
  title: 'Delete a diagram',
  description: 'Deletes a diagram: it leaves your list and can no longer be read.',
  input: { diagram_id: diagramId },
  annotations: { destructiveHint: true },
  async run({ diagram_id }, { client, signal }) {
    await client.diagrams.delete(diagram_id, { signal });
    return text(`Deleted diagram id: ${diagram_id}.`);
  },
});

export const listVersions = defineTool({
  name: 'list_versions',
  title: 'List versions',
  description: 'Lists the versions of a diagram, oldest first, marking the current one; revert_diagram goes back to one (free).',
  input: { diagram_id: diagramId, ...page },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, ...query }, { client, signal }) {
    return text(versionsText(diagram_id, await client.versions.list(diagram_id, query, { signal })));
  },
});

export const revertDiagram = defineTool({
  name: 'revert_diagram',
  title: 'Revert to a version',
  description: 'Makes an earlier version current again, as a new version (free). Give version_id or version_number from list_versions.',
  input: { diagram_id: diagramId, version_id: z.string().optional(), version_number: z.number().int().min(1).optional() },
  async run({ diagram_id, version_id, version_number }, { client, signal }) {
    if (version_id === undefined && version_number === undefined) return failure('Give version_id or version_number (see list_versions).');
    const reverted = await client.versions.revert(diagram_id, { version_id, version_number }, { signal });
    return text(['Reverted.', ...summaryLines(reverted)].join('\n'));
  },
});

export const relayoutDiagram = defineTool({
  name: 'relayout_diagram',
  title: 'Re-lay out a diagram',
  description:
    'Recomputes the layout of a diagram (new version; ids and styles kept). The first 2 per diagram are free, then 1 credit. ' +
    'Without confirm=true it only says what it would cost. With confirm=true it waits for the job (progress is reported) unless wait=false; ' +
    'then poll with get_relayout_status.',
  input: {
    diagram_id: diagramId,
    confirm: z.boolean().optional().describe('true: start it (may be billed).'),
    wait: z.boolean().optional().describe('Wait for the result (default true).'),
  },
  async run({ diagram_id, confirm, wait }, { client, ctx, signal, progress }) {
    if (!confirm || wait === false) {
      const started = await client.relayout.start(diagram_id, { confirm }, { signal });
      if (started.status === 'confirmation_required') return text(`${started.message ?? 'Re-layout needs confirmation.'}\nRe-run relayout_diagram with confirm=true to start it.`);
      return text(`Re-layout started. job_id: ${started.job_id}\nPoll it with get_relayout_status.`);
    }
    const done = await client.relayout.run(diagram_id, {
      signal,
      pollIntervalMs: ctx.options.relayoutPollMs ?? 1_500,
      maxWaitMs: 120_000,
      onProgress: (s) => void progress(s.progress, `re-layout ${s.status}`),
    });
    return text(relayoutText(done));
  },
});

export const getRelayoutStatus = defineTool({
  name: 'get_relayout_status',
  title: 'Re-layout status',
  description: 'The state of a re-layout job started with relayout_diagram (free).',
  input: { diagram_id: diagramId, job_id: z.string().min(1) },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, job_id }, { client, signal }) {
    return text(relayoutText(await client.relayout.status(diagram_id, job_id, { signal })));
  },
});
