import type { Category, ServiceEntry, ServiceKind } from './types.js';
import type { Provider } from '../../shared/contract/values.js';

/** Optional per-entry overrides; everything else comes from the provider's defaults. */
export interface EntryOptions {
  width?: number;
  height?: number;
  container?: boolean;
  /** What one of the service's things is called ("user pool"); see ServiceEntry.resource. */
  resource?: string;
}

/**
 * Returns a compact builder for one provider's entries, so data files read as one line per
 * service. Equivalents are filled in later from `equivalents.ts`, which keeps them symmetric.
 */
export function entryBuilder(provider: Provider, size: { width: number; height: number }) {
  return function entry(
    slug: string,
    name: string,
    short: string,
    kind: ServiceKind,
    category: Category,
    style: string,
    synonyms: readonly string[] = [],
    options: EntryOptions = {},
  ): ServiceEntry {
    return {
      id: provider + '.' + slug,
      provider,
      name,
      short,
      synonyms: synonyms.map((s) => s.toLowerCase()),
      category,
      kind,
      style,
      width: options.width ?? size.width,
      height: options.height ?? size.height,
      container: options.container ?? false,
      equivalents: [],
      ...(options.resource ? { resource: options.resource } : {}),
    };
  };
}
