import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorCode } from '../../shared/contract/errors.js';
import { ApiError } from './api-error.js';
import { validationError } from './register.js';

/** Body of the house error envelope (API.md §5). */
export function envelope(code: string, message: string, requestId: string, details: Record<string, unknown> | null = null) {
  return { error: { code, message, request_id: requestId, details } };
}

export function sendApiError(reply: FastifyReply, req: FastifyRequest, error: ApiError): FastifyReply {
  reply.code(error.status).headers(error.headers).type('application/json; charset=utf-8');
  return reply.send(envelope(error.code, error.message, req.id, error.details));
}

/** Framework and static-file refusals by status: the house code that says what happened. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
const STATUS_MESSAGES: Partial<Record<ErrorCode, string>> = {
  FORBIDDEN: 'That file cannot be served.',
  NOT_FOUND: 'Nothing is served at this address.',
};

/** Maps framework errors (bad JSON, too large, wrong content type) to house codes. */
function fromFramework(error: FastifyError): ApiError | null {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large; send a smaller body.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('VALIDATION_ERROR', `The request body is not valid JSON: ${error.message}`, null, 400);
    default:
      if (error instanceof SyntaxError || (status === 400 && /JSON/i.test(error.message))) {
        return new ApiError('VALIDATION_ERROR', `The request body is not valid JSON: ${error.message}`, null, 400);
      }
      if (status >= 400 && status < 500) {
        const code = STATUS_CODES[status] ?? 'VALIDATION_ERROR';
        return new ApiError(code, code === 'VALIDATION_ERROR' ? error.message : STATUS_MESSAGES[code] ?? error.message, null, status);
      }
      return null;
  }
}

/** Answers a request no route matched, or returns null to fall through to the JSON 404. */
export type NotFoundFallback = (req: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** Every error leaves in the house envelope, JSON even for 5xx and unknown routes. */
export function installErrorHandling(app: FastifyInstance, fallback?: () => NotFoundFallback | null): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, req, error);
    if (error instanceof z.ZodError) return sendApiError(reply, req, validationError('body', error));
    const mapped = fromFramework(error);
    if (mapped) return sendApiError(reply, req, mapped);
    req.log.error({ err: error }, 'unhandled error');
    return sendApiError(
      reply,
      req,
      new ApiError('INTERNAL_ERROR', `Something went wrong on our side. Try again; if it keeps failing, report request ${req.id}.`),
    );
  });
  app.setNotFoundHandler((req, reply) => {
    const answered = fallback?.()?.(req, reply);
    if (answered) return answered;
    return sendApiError(
      reply,
      req,
      new ApiError('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}. See /api/v2/openapi.json for the API.`),
    );
  });
}
