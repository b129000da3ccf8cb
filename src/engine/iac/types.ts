/** What the readers of infrastructure code produce: resources with where they came from and what they reference. */

export interface IacFile {
  path: string;
  content: string;
}

export type IacFormat = 'terraform' | 'terraform-json' | 'cloudformation' | 'kubernetes';

/** One reference from a resource's body to another resource, with the key path it was found at. */
export interface IacRef {
  target: string;
  path: string[];
}

export interface IacResource {
  /** Unique address: `aws_lb.web`, `MyQueue` (CloudFormation logical id), `Deployment/default/web`. */
  address: string;
  /** Provider type: `aws_lb`, `AWS::SQS::Queue`, `Deployment`. */
  type: string;
  /** The name people gave it (resource name, logical id, metadata.name). */
  name: string;
  file: string;
  line: number;
  body: Record<string, unknown>;
  refs: IacRef[];
  /** count / for_each / replicas when known; `unknown` names what could not be resolved. */
  count?: number;
  countUnknown?: string;
  /** Kubernetes: namespace; cloud: region, when stated. */
  namespace?: string;
  /** Availability zone it sits in, when stated. */
  zone?: string;
}

export interface IacReadResult {
  format: IacFormat;
  resources: IacResource[];
  /** Named unknowns: references and values the files do not resolve. */
  unknowns: string[];
  /** CloudFormation: export name (stack-independent part) → logical id, for other templates' imports. */
  exports?: Map<string, string>;
}

/** A file that cannot be read: answered as 422 naming the file and line. */
export class IacInputError extends Error {
  override name = 'IacInputError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    message: string,
  ) {
    super(message);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every string in a value, with its key path. */
export function walkStrings(value: unknown, visit: (s: string, path: string[]) => void, path: string[] = [], depth = 0): void {
  if (depth > 40) return;
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v) => walkStrings(v, visit, path, depth + 1));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walkStrings(v, visit, [...path, k], depth + 1);
}

/** 1-based line of the first match of `pattern` in `text`, or 1. */
export function lineOf(text: string, pattern: RegExp): number {
  const m = pattern.exec(text);
  if (!m) return 1;
  let line = 1;
  for (let i = 0; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
