/**
 * Errors the renderer throws. The HTTP layer maps them: RenderInputError → 400/422 (the
 * diagram or an option is wrong), RenderTooLargeError → 422 with `maxScale`, the rest → 500/503.
 */
export class RenderError extends Error {
  override readonly name: string = 'RenderError';
}

/** The diagram or an option cannot be rendered as sent; the message says what to change. */
export class RenderInputError extends RenderError {
  override readonly name = 'RenderInputError';
  constructor(
    message: string,
    /** invalid_xml | page_not_found | empty_diagram | invalid_option | input_too_large */
    readonly code: string,
  ) {
    super(message);
  }
}

/** The PNG would be too large at the asked scale; `maxScale` is the largest scale that fits. */
export class RenderTooLargeError extends RenderError {
  override readonly name = 'RenderTooLargeError';
  constructor(
    message: string,
    readonly maxScale: number,
    readonly width: number,
    readonly height: number,
  ) {
    super(message);
  }
}

/** A render ran past the time limit; its worker was stopped and is replaced. */
export class RenderTimeoutError extends RenderError {
  override readonly name = 'RenderTimeoutError';
}

/** The worker rendering this request died (e.g. out of memory); it is replaced. */
export class RenderCrashError extends RenderError {
  override readonly name = 'RenderCrashError';
}

/** The renderer was closed before this request finished. */
export class RenderClosedError extends RenderError {
  override readonly name = 'RenderClosedError';
}
