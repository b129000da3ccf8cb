import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MAX_CODE_FILES, MAX_CODE_TOTAL_CHARS } from '../../shared/contract/from-code.js';
import { PROVIDERS } from '../../shared/contract/values.js';
import { diagramText } from '../format.js';
import { failure, text } from '../results.js';
import { defineTool } from './define.js';

/** Files a folder of infrastructure code is read from; tool caches and dependencies are not. */
const CODE_FILE = /\.(tf|json|ya?ml)$/i;
const SKIPPED_DIRS = new Set(['.git', '.terraform', 'node_modules', 'cdk.out', '.aws-sam']);

async function readFolder(root: string): Promise<Array<{ path: string; content: string }>> {
  const out: Array<{ path: string; content: string }> = [];
  let total = 0;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > 8) return;
    for (const entry of (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(full, depth + 1);
      } else if (CODE_FILE.test(entry.name) && !/\.tfstate(\.backup)?$/.test(entry.name)) {
        if (out.length >= MAX_CODE_FILES) throw new Error(`more than ${MAX_CODE_FILES} code files under ${root}: point at a smaller folder`);
        const content = await fs.readFile(full, 'utf8');
        total += content.length;
        if (total > MAX_CODE_TOTAL_CHARS) throw new Error(`the code under ${root} is over ${MAX_CODE_TOTAL_CHARS} characters: point at a smaller folder`);
        out.push({ path: path.relative(root, full).split(path.sep).join('/'), content });
      }
    }
  };
  await walk(root, 0);
  return out;
}

export const diagramFromCode = defineTool({
  name: 'diagram_from_code',
  title: 'Draw a diagram from infrastructure code',
  description:
    'Draws an editable, reviewed diagram from Terraform (.tf, plan/state JSON), CloudFormation/SAM or Kubernetes manifests (free). ' +
    'Give folder_path (every .tf/.json/.yaml/.yml file below it) or files. Then get_warnings / fix_warning as for any diagram.',
  input: {
    folder_path: z.string().optional().describe('A folder of infrastructure code to read (e.g. a Terraform root module).'),
    files: z.array(z.object({ path: z.string().min(1), content: z.string() })).optional().describe('Or: the files themselves.'),
    title: z.string().max(120).optional(),
    cloud_provider: z.enum(PROVIDERS).optional().describe('Default: taken from the resources.'),
  },
  async run({ folder_path, files, ...rest }, { client, signal }) {
    let list = files;
    if (!list && folder_path) {
      try {
        list = await readFolder(folder_path);
      } catch (err) {
        return failure(`Could not read ${folder_path}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (!list || list.length === 0) return failure('Give folder_path (a folder with .tf, .yaml or .json files) or files ([{path, content}]).');
    const made = await client.diagrams.fromCode({ files: list, ...rest }, { signal });
    return text(diagramText(made, { heading: `Drawn from ${list.length} file(s).`, includeXml: false, next: `NEXT: get_warnings with diagram_id ${made.id}.` }));
  },
});
