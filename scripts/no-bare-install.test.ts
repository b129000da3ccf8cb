import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Skyplan's clients come from the Skyplan server itself (<server>/clients/…). A text telling people
 * to fetch a bare `skyplan` from npm or PyPI would install somebody else's package (PyPI's
 * `skyplan` is unrelated; npm's could be registered by anyone): no file in the repository may.
 */
const root = path.resolve(import.meta.dirname, '..');
const BARE = [
  /\bnpm\s+(?:install|i|add)\s+(?:-[\w-]+\s+)*skyplan(?:@[\w.^~-]+)?(?![\w/.-])/,
  /\b(?:npx|pnpm\s+dlx|yarn\s+dlx)\s+(?:-[\w-]+\s+)*(?:-p\s+|--package[=\s])?skyplan(?:@[\w.^~-]+)?(?![\w/.-])/,
  /\byarn\s+add\s+skyplan(?:@[\w.^~-]+)?(?![\w/.-])/,
  /\bpip3?\s+install\s+(?:-[\w-]+\s+)*skyplan(?:[=<>~!]=?[\w.]+)?(?![\w/.-])/,
  /\buv\s+(?:pip\s+install|add)\s+skyplan(?![\w/.-])/,
  /['"]skyplan@latest['"]/,
];

export function bareInstalls(text: string): string[] {
  return text.split('\n').filter((line) => BARE.some((re) => re.test(line)));
}

describe('no text tells users to install a bare `skyplan` from a public registry', () => {
  it('recognises the forms it forbids, and allows the served ones', () => {
    for (const bad of ['npm install skyplan@latest', 'npx -y -p skyplan@latest skyplan-mcp', 'pip install --upgrade skyplan', 'pip install skyplan==0.1.0', "args: ['-y', '-p', 'skyplan@latest']", 'npm i -g skyplan']) {
      expect(bareInstalls(bad), bad).toHaveLength(1);
    }
    for (const good of ['npm install https://h/clients/skyplan-latest.tgz', 'npx -y -p http://h:1/clients/skyplan-latest.tgz skyplan-mcp', 'pip install --upgrade https://h/clients/skyplan-latest.tar.gz', 'pip install ./python', 'import skyplan']) {
      expect(bareInstalls(good), good).toEqual([]);
    }
  });

  it('holds for every tracked text file', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    const texts = files.filter((f) => /\.(ts|tsx|mjs|js|json|md|py|toml|html|txt|yml|yaml)$/.test(f) && f !== 'package-lock.json' && f !== 'scripts/no-bare-install.test.ts');
    const found = texts.flatMap((f) => {
      const full = path.join(root, f);
      if (!fs.existsSync(full)) return [];
      return bareInstalls(fs.readFileSync(full, 'utf8')).map((line) => `${f}: ${line.trim()}`);
    });
    expect(found).toEqual([]);
  });
});
