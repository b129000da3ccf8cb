/**
 * engine/drawio — draw.io XML in and out: parse any document into the model, compile a model into
 * a document, patch a document with operations touching nothing else, sanitize untrusted XML.
 */
export { compile } from './compile.js';
export { parse, type ParseOptions, type ParseResult } from './parse.js';
export { DrawioError, DRAWIO_ERROR_CODES, type DrawioErrorCode } from './errors.js';
export { patch, type PatchOptions } from './patch.js';
export { patchDetailed, type PatchReport } from './patch.js';
export { canonicalModel } from './canonical.js';
export { patchGeometry, type PatchGeometryOptions } from './patch-geometry.js';
export { sanitize, type SanitizeLimits, type SanitizeResult } from './sanitize.js';
