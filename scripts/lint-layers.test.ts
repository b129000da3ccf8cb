import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, shown on code that breaks them. Files are linted as if
// they lived at the given path; nothing is written to disk.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layer direction (eslint)', () => {
  it('refuses an import from app into server', async () => {
    const ids = await ruleIds('src/app/routes/bad.tsx', "import { createApp } from '../../server/app.js';\nexport const x = createApp;\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import from engine into server and node built-ins in engine', async () => {
    const ids = await ruleIds('src/engine/model/bad.ts', "import fs from 'node:fs';\nimport { loadConfig } from '../../server/config.js';\nexport const x = [fs, loadConfig];\n");
    expect(ids).toContain('import-x/no-restricted-paths');
    expect(ids).toContain('no-restricted-imports');
  });

  it('allows server → engine and app → sdk', async () => {
    expect(await ruleIds('src/server/routes/ok.ts', "import { ModelSchema } from '../../engine/model/schema.js';\nexport const x = ModelSchema;\n")).not.toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/app/routes/ok.tsx', "import { call } from '../../sdk/http.js';\nexport const x = call;\n")).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses one feature importing another', async () => {
    const ids = await ruleIds('src/app/features/diagram-editor/components/bad.tsx', "import { x } from '../../new-diagram/components/y.js';\nexport const z = x;\n");
    expect(ids).toContain('no-restricted-imports');
  });
});
