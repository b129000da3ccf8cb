import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The two typecheck projects, shown on code that leaks across worlds: a DOM global in shared
// code fails the Node project; a Node built-in in shared code fails the browser project.
const root = process.cwd();

function diagnosticsFor(project: string, fileName: string, code: string): string[] {
  const configPath = path.join(root, project);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  const options = { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false, incremental: false };
  const target = path.join(root, fileName);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => (f === target ? code : readFile(f));
  host.fileExists = (f) => f === target || ts.sys.fileExists(f);
  host.getSourceFile = (f, lang, onError, create) =>
    f === target ? ts.createSourceFile(f, code, lang, true) : getSourceFile(f, lang, onError, create);
  const program = ts.createProgram({ rootNames: [target], options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === target)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('typecheck projects keep shared code runtime-neutral', () => {
  it('a DOM global in shared code fails the Node project', () => {
    const errors = diagnosticsFor('tsconfig.node.json', 'src/shared/leak-dom.ts', 'export const title = document.title;\n');
    expect(errors.join('\n')).toMatch(/Cannot find name 'document'/);
  });

  it('a Node built-in in engine code fails the browser project', () => {
    const errors = diagnosticsFor('tsconfig.browser.json', 'src/engine/leak-node.ts', "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n");
    expect(errors.join('\n')).toMatch(/Cannot find module 'node:fs'|node:fs/);
  });

  it('pure code passes both', () => {
    const code = 'export const double = (n: number): number => n * 2;\n';
    expect(diagnosticsFor('tsconfig.node.json', 'src/shared/pure.ts', code)).toEqual([]);
    expect(diagnosticsFor('tsconfig.browser.json', 'src/shared/pure.ts', code)).toEqual([]);
  });
});
