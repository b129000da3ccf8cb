import { describe, expect, it } from 'vitest';
import { isCodePath, readPicked } from './code-files.js';

const picked = (name: string, content: string, folderPath?: string) => {
  const file = new File([content], name);
  if (folderPath) Object.defineProperty(file, 'webkitRelativePath', { value: folderPath });
  return file;
};

describe('code files picked in the browser', () => {
  it('keeps Terraform, YAML and JSON; leaves out tool caches, state files and everything else', () => {
    expect(['main.tf', 'k8s/web.yml', 'stack.yaml', 'plan.json'].every(isCodePath)).toBe(true);
    expect(['.terraform/modules/x.tf', 'node_modules/a/package.json', 'terraform.tfstate', 'README.md', 'run.sh'].some(isCodePath)).toBe(false);
  });

  it('reads a picked folder with paths inside it', async () => {
    const files = await readPicked([
      picked('main.tf', 'resource "a" "b" {}', 'infra/main.tf'),
      picked('web.yaml', 'kind: Service', 'infra/k8s/web.yaml'),
      picked('notes.md', '# notes', 'infra/notes.md'),
    ]);
    expect(files).toEqual([
      { path: 'main.tf', content: 'resource "a" "b" {}' },
      { path: 'k8s/web.yaml', content: 'kind: Service' },
    ]);
  });
});
