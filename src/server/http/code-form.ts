import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { MAX_CODE_FILE_CHARS, MAX_CODE_FILES } from '../../shared/contract/from-code.js';
import { ApiError } from './api-error.js';

/** The text fields a code upload may carry beside its files. */
const FIELDS = new Set(['title', 'cloud_provider']);

/**
 * `multipart/form-data` for POST /diagrams/from-code only: each file part becomes `{path, content}`
 * (the part's filename, folders kept: `-F "files=@web.yaml;filename=k8s/web.yaml"`), `title` and
 * `cloud_provider` fields pass through; the result is validated like the JSON body. Parsed by
 * @fastify/busboy with the contract's limits, so an oversized part is refused as it streams.
 */
export function acceptCodeForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    readCodeForm(req.headers, payload).then((body) => done(null, body), (err: Error) => done(err, undefined));
  });
}

function readCodeForm(headers: IncomingHttpHeaders, payload: Readable): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const files: Array<Promise<{ path: string; content: string }>> = [];
    const body: Record<string, unknown> = {};
    let failed: ApiError | null = null;
    const fail = (e: ApiError) => (failed ??= e);
    let form: InstanceType<typeof Busboy>;
    try {
      form = new Busboy({
        headers: headers as { 'content-type': string },
        preservePath: true,
        limits: { files: MAX_CODE_FILES, fileSize: MAX_CODE_FILE_CHARS * 4, fields: 10, fieldSize: 1000, parts: MAX_CODE_FILES + 10 },
      });
    } catch (err) {
      reject(new ApiError('VALIDATION_ERROR', `The multipart body cannot be read: ${(err as Error).message}`));
      return;
    }
    form.on('file', (_field, stream, filename) => {
      const path = (filename || 'file').replace(/\\/g, '/').replace(/^\/+/, '');
      files.push(
        new Promise((done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('limit', () => fail(new ApiError('VALIDATION_ERROR', `${path} is too large: at most ${MAX_CODE_FILE_CHARS} characters a file.`, { file: path, line: null })));
          stream.on('end', () => done({ path, content: Buffer.concat(chunks).toString('utf8') }));
        }),
      );
    });
    form.on('field', (name, value) => {
      if (FIELDS.has(name)) body[name] = value;
    });
    form.on('filesLimit', () => fail(new ApiError('VALIDATION_ERROR', `Send at most ${MAX_CODE_FILES} files.`)));
    form.on('error', (err: Error) => reject(new ApiError('VALIDATION_ERROR', `The multipart body cannot be read: ${err.message}`)));
    form.on('finish', () => {
      void Promise.all(files).then((list) => {
        if (failed) reject(failed);
        else resolve({ ...body, files: list });
      });
    });
    payload.pipe(form);
  });
}
