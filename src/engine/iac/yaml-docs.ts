import { isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Node } from 'yaml';
import { IacInputError } from './types.js';

/** One YAML document as plain data, with the line it starts at. */
export interface YamlDoc {
  value: unknown;
  line: number;
  /** Line of a top-level mapping key path, e.g. lineAt(['Resources', 'Queue']). */
  lineAt(path: string[]): number;
}

/** CloudFormation short forms: `!Ref X` → {Ref: X}, `!GetAtt A.B` → {Fn::GetAtt: [A, B]}, `!Sub …` → {Fn::Sub: …}. */
function tagged(tag: string, value: unknown): unknown {
  const name = tag.replace(/^!/, '');
  if (name === 'Ref') return { Ref: value };
  if (name === 'Condition') return { Condition: value };
  if (name === 'GetAtt' && typeof value === 'string') {
    const dot = value.indexOf('.');
    return { 'Fn::GetAtt': dot > 0 ? [value.slice(0, dot), value.slice(dot + 1)] : [value, ''] };
  }
  return { [`Fn::${name}`]: value };
}

function toData(node: Node | null | undefined, depth: number): unknown {
  if (!node || depth > 60) return null;
  if (isAlias(node)) return null;
  let value: unknown;
  if (isScalar(node)) value = node.value;
  else if (isMap(node)) {
    const out: Record<string, unknown> = {};
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      out[key] = toData(pair.value as Node | null, depth + 1);
    }
    value = out;
  } else if (isSeq(node)) value = node.items.map((n) => toData(n as Node, depth + 1));
  const tag = node.tag;
  return tag && tag.startsWith('!') && !tag.startsWith('!!') ? tagged(tag, value) : value;
}

/** Every document of a (multi-document) YAML file; a syntax error is an IacInputError with its line. */
export function readYamlDocuments(file: string, text: string): YamlDoc[] {
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const list = Array.isArray(docs) ? docs : [docs];
  const out: YamlDoc[] = [];
  for (const doc of list) {
    const err = doc.errors[0];
    if (err) {
      const pos = lines.linePos(err.pos[0]);
      throw new IacInputError(file, pos.line, `YAML error: ${err.message.split('\n')[0]}`);
    }
    const root = doc.contents as Node | null;
    if (!root) continue;
    const line = root.range ? lines.linePos(root.range[0]).line : 1;
    out.push({
      value: toData(root, 0),
      line,
      lineAt(path) {
        let n: unknown = root;
        for (const key of path) {
          if (!isMap(n)) return line;
          const pair = n.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
          if (!pair) return line;
          n = pair.key;
          if (key !== path[path.length - 1]) n = pair.value;
        }
        const range = (n as Node).range;
        return range ? lines.linePos(range[0]).line : line;
      },
    });
  }
  return out;
}
