import { createMeApi, createUsageApi, type MeApi, type UsageApi } from './account.js';
import { createDiagramsApi, type DiagramsApi } from './diagrams.js';
import { createGalleryApi, type GalleryApi } from './gallery.js';
import { createMetaApiFor, type MetaApi } from './meta.js';
import { createPromptsApi, type PromptsApi } from './prompts.js';
import { createRelayoutApi, type RelayoutApi } from './relayout.js';
import { Requester, type ClientOptions } from './request.js';
import { createVersionsApi, type VersionsApi } from './versions.js';

/**
 * A Skyplan API client. Methods are named by the contract's operation ids
 * (`diagrams.generate` → `client.diagrams.generate`), and typed by its schemas.
 */
export interface SkyplanClient {
  readonly diagrams: DiagramsApi;
  readonly versions: VersionsApi;
  readonly relayout: RelayoutApi;
  readonly gallery: GalleryApi;
  readonly prompts: PromptsApi;
  readonly usage: UsageApi;
  readonly me: MeApi;
  readonly meta: MetaApi;
  /** The API base in use, without trailing slashes. */
  readonly baseUrl: string;
}

/**
 * Creates a client. Billable calls (generate, stream, edit, fix, re-layout start) carry an
 * Idempotency-Key and retry ambiguous failures with it (5/15/30 s within 600 s); every call
 * retries 429 honouring Retry-After (at most 30 s a wait); each attempt times out after 180 s.
 *
 * @example
 * const skyplan = createClient({ baseUrl: 'https://skyplan.example.com/api/v2', apiKey: 'skp_live_…' });
 * const diagram = await skyplan.diagrams.generate({ prompt: 'Three-tier web app on AWS', cloud_provider: 'aws' });
 */
export function createClient(options: ClientOptions = {}): SkyplanClient {
  const requester = new Requester(options);
  return {
    diagrams: createDiagramsApi(requester),
    versions: createVersionsApi(requester),
    relayout: createRelayoutApi(requester),
    gallery: createGalleryApi(requester),
    prompts: createPromptsApi(requester),
    usage: createUsageApi(requester),
    me: createMeApi(requester),
    meta: createMetaApiFor(requester),
    baseUrl: requester.baseUrl,
  };
}
