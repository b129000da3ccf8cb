import { z } from 'zod';
import { diagramText } from '../format.js';
import { descriptionText, diffText } from '../format-compare.js';
import { failure, text } from '../results.js';
import { diagramId } from './agent-path.js';
import { defineTool } from './define.js';

/** Versions compared and read: diff_versions, get_version, describe_diagram. */

const versionNumber = z.number().int().min(1);

export const diffVersions = defineTool({
  name: 'diff_versions',
  title: 'Compare two versions',
  description:
    'What changed between two versions of a diagram (free): components, frames and connections added, removed and changed ' +
    '(label, service, container, position, size, properties), paired by meaning when ids changed, and the review change ' +
    '(warnings fixed and introduced, score delta). Default: the previous version against the current one. Version numbers come from list_versions.',
  input: {
    diagram_id: diagramId,
    from: versionNumber.optional().describe('The older version number (default: the one before `to`).'),
    to: versionNumber.optional().describe('The newer version number (default: the current version).'),
  },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, from, to }, { client, signal }) {
    return text(diffText(await client.versions.diff(diagram_id, { from, to }, { signal })));
  },
});

export const getVersion = defineTool({
  name: 'get_version',
  title: 'Get one version',
  description: 'Reads one version of a diagram (free): its score, warnings and draw.io XML. Give version_id or version_number from list_versions.',
  input: {
    diagram_id: diagramId,
    version_id: z.string().optional(),
    version_number: versionNumber.optional(),
    include_xml: z.boolean().optional().describe('Return the XML (default true).'),
  },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, version_id, version_number, include_xml }, { client, signal }) {
    let id = version_id;
    if (id === undefined) {
      if (version_number === undefined) return failure('Give version_id or version_number (see list_versions).');
      // The list's cursor is the version number to page after: one item after n − 1 is version n.
      const page = await client.versions.list(diagram_id, { limit: 1, cursor: String(version_number - 1) }, { signal });
      id = page.items.find((v) => v.version_number === version_number)?.id;
      if (id === undefined) return failure(`Diagram ${diagram_id} has no version ${version_number} (see list_versions).`);
    }
    const v = await client.versions.get(diagram_id, id, { signal });
    return text(diagramText(v, { heading: `Version ${v.version_number ?? ''} of diagram id: ${diagram_id}`, includeXml: include_xml ?? true }));
  },
});

export const describeDiagram = defineTool({
  name: 'describe_diagram',
  title: 'Describe a diagram in words',
  description: 'A plain-language description of a diagram (free): its frames and what they contain, the flows from the entry points and the notable findings — for documents, alt text and readers who cannot see it.',
  input: { diagram_id: diagramId, version_number: versionNumber.optional().describe('Default: the current version.') },
  annotations: { readOnlyHint: true },
  async run({ diagram_id, version_number }, { client, signal }) {
    return text(descriptionText(await client.diagrams.description(diagram_id, { version: version_number }, { signal })));
  },
});
