/**
 * Test-only reader for the real draw.io files in the shared corpus: every vertex's style and
 * label, across all pages, including pages stored compressed (deflate-raw + base64 + URI-encoded).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { CORPUS_FILES_DIR } from '../../../testing/shared-data.js';

export const CORPUS_DIR = CORPUS_FILES_DIR;

export interface CorpusCell {
  style: string;
  label: string;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) map.set(m[1]!, unescapeXml(m[2]!));
  return map;
}

/** The mxGraphModel XML of every page of a document. */
function pageModels(xml: string): string[] {
  const pages: string[] = [];
  for (const m of xml.matchAll(/<diagram\b[^>]*>([\s\S]*?)<\/diagram>/g)) {
    const body = m[1]!.trim();
    if (body.startsWith('<')) pages.push(body);
    else if (body.length > 0) pages.push(decodeURIComponent(inflateRawSync(Buffer.from(body, 'base64')).toString('utf8')));
  }
  return pages.length > 0 ? pages : [xml];
}

/** Every vertex (style + label) of a corpus file. */
export function corpusCells(file: string): CorpusCell[] {
  const cells: CorpusCell[] = [];
  for (const model of pageModels(readFileSync(join(CORPUS_DIR, file), 'utf8'))) {
    let pendingLabel: string | undefined;
    for (const m of model.matchAll(/<(object|UserObject|mxCell)\b([^>]*?)\/?>/g)) {
      const attrs = attributes(m[2]!);
      if (m[1] !== 'mxCell') {
        pendingLabel = attrs.get('label') ?? '';
        continue;
      }
      if (attrs.get('vertex') === '1') cells.push({ style: attrs.get('style') ?? '', label: attrs.get('value') ?? pendingLabel ?? '' });
      pendingLabel = undefined;
    }
  }
  return cells;
}

export function corpusFiles(): string[] {
  return readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.drawio')).sort();
}

/** Cells drawn with a cloud or Kubernetes icon (not containers, not plain boxes). */
export function isCloudIcon(style: string): boolean {
  if (/shape=mxgraph\.aws4\.group|groupCenter|shape=mxgraph\.gcp2\.doubleRect/.test(style)) return false;
  return /mxgraph\.(aws[34]|azure|gcp2|kubernetes|mscae)\.|img\/lib\/(azure2|mscae)\//.test(style);
}
