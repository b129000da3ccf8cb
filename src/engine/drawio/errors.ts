import { XmlError, lineColumn } from './xml/index.js';

export const DRAWIO_ERROR_CODES = [
  'malformed_xml', // not well-formed XML
  'doctype', // DOCTYPE / entity declarations (XXE, entity expansion)
  'too_large', // over the size limit (characters, or decompressed bytes)
  'too_many_cells', // over the cell-count limit
  'too_deep', // XML nesting or container nesting over the limit
  'not_drawio', // well-formed XML but not a draw.io document
  'bad_compression', // a compressed <diagram> that does not decode
  'page_not_found', // the requested page does not exist
  'invalid_model', // a model / geometry that cannot be compiled
  'id_conflict', // a cell id that already exists in the document
  'patch_failed', // operations that do not fit the document
] as const;
export type DrawioErrorCode = (typeof DRAWIO_ERROR_CODES)[number];

/** The engine's one error type for draw.io documents: a code for programs, a message for people. */
export class DrawioError extends Error {
  constructor(
    readonly code: DrawioErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DrawioError';
  }
}

/** Turns a low-level XML error into a DrawioError that says where the problem is. */
export function fromXmlError(error: unknown, source: string, where = 'the document'): never {
  if (error instanceof XmlError) {
    const { line, column } = lineColumn(source, error.offset);
    const code: DrawioErrorCode = error.code === 'malformed'
      ? 'malformed_xml'
      : error.code === 'too_many_elements'
        ? 'too_many_cells'
        : error.code;
    throw new DrawioError(code, `${where} is not valid draw.io XML: ${error.message} (line ${line}, column ${column})`);
  }
  throw error;
}
