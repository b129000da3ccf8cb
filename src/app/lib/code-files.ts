/** Reading infrastructure code the person picked or dropped (files or whole folders) in the browser. */

export interface CodeFile {
  path: string;
  content: string;
}

/** Files that can hold infrastructure code; tool caches and dependencies are left out. */
const CODE_FILE = /\.(tf|json|ya?ml)$/i;
const SKIPPED_DIRS = /(^|\/)(\.git|\.terraform|node_modules|cdk\.out|\.aws-sam)(\/|$)/;
export const MAX_FILES = 200;

export const isCodePath = (path: string) => CODE_FILE.test(path) && !SKIPPED_DIRS.test(path) && !/\.tfstate(\.backup)?$/.test(path);

/** The path a picked file has inside its folder (`webkitRelativePath` without the folder itself). */
function pathOf(file: File): string {
  const rel = (file as File & { webkitRelativePath?: string }).webkitRelativePath;
  return rel ? rel.split('/').slice(1).join('/') || file.name : file.name;
}

export async function readPicked(files: Iterable<File>): Promise<CodeFile[]> {
  const out: CodeFile[] = [];
  for (const file of files) {
    const path = pathOf(file);
    if (isCodePath(path) && out.length < MAX_FILES) out.push({ path, content: await file.text() });
  }
  return out;
}

type Entry = FileSystemEntry;

function entryFiles(entry: Entry, prefix: string, out: Array<{ file: File; path: string }>): Promise<void> {
  if (entry.isFile) {
    return new Promise((resolve) => (entry as FileSystemFileEntry).file((file) => (out.push({ file, path: prefix + entry.name }), resolve()), () => resolve()));
  }
  if (!entry.isDirectory || SKIPPED_DIRS.test(`${prefix}${entry.name}/`)) return Promise.resolve();
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  return new Promise((resolve) => {
    const all: Entry[] = [];
    const next = () =>
      reader.readEntries(async (batch) => {
        if (batch.length === 0 || all.length > MAX_FILES * 5) {
          for (const child of all) await entryFiles(child, `${prefix}${entry.name}/`, out);
          resolve();
        } else {
          all.push(...batch);
          next();
        }
      }, () => resolve());
    next();
  });
}

/** Files and folders dropped on the page; a single dropped folder's own name is left out of paths. */
export async function readDropped(transfer: DataTransfer): Promise<CodeFile[]> {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.()).filter((e): e is Entry => !!e);
  if (entries.length === 0) return readPicked([...transfer.files]);
  const found: Array<{ file: File; path: string }> = [];
  for (const entry of entries) await entryFiles(entry, '', found);
  const single = entries.length === 1 && entries[0]!.isDirectory ? `${entries[0]!.name}/` : '';
  const out: CodeFile[] = [];
  for (const { file, path } of found) {
    const rel = single && path.startsWith(single) ? path.slice(single.length) : path;
    if (isCodePath(rel) && out.length < MAX_FILES) out.push({ path: rel, content: await file.text() });
  }
  return out;
}
