/**
 * The Skyplan TypeScript SDK (`skyplan/sdk`): runtime-neutral, works in browsers and Node.
 * Node-only parts (credential file, browser-opening login) live behind `skyplan/sdk/node`.
 *
 * @example
 * import { createClient } from 'skyplan/sdk';
 * const skyplan = createClient({ baseUrl: 'http://localhost:8080/api/v2', apiKey: process.env.SKYPLAN_API_KEY });
 * for await (const event of skyplan.diagrams.stream({ prompt: 'Event-driven order pipeline on GCP', cloud_provider: 'gcp' })) {
 *   if (event.event === 'progress') console.log(event.data.stage, event.data.progress);
 * }
 */
export { createClient, type SkyplanClient } from './client.js';
export { Requester, DEFAULT_MISSING_KEY_HINT, type ApiKeyProvider, type ClientOptions, type RequestOptions, type BillableOptions } from './request.js';
export { SkyplanApiError, isAmbiguous, withUpdateHint } from './errors.js';
export { DEFAULT_RETRY, realSleep, withRetries, type RetryPolicy, type Sleep, type CallKind } from './retry.js';
export { readSseEvents, streamError } from './sse.js';
export { SDK_VERSION, sdkUpdateCommand, DEFAULT_BASE_URL } from './version.js';
export { clientCommands, serverOrigin, CLIENT_FILES, CLIENT_PACKAGES, type ClientCommands } from '../shared/contract/clients.js';
export {
  DeviceLoginError,
  confirmDeviceKey,
  pollDeviceToken,
  requestDeviceCode,
  waitForDeviceToken,
  webOrigin,
  type DeviceLoginErrorCode,
  type WaitForTokenInput,
} from './device.js';
export type { DiagramsApi, GenerateInput, UpdateDiagramInput, ImportInput, FromCodeInput, EditInput, FixInput, ExportInput, ListInput, ProgressOptions } from './diagrams.js';
export type { VersionsApi, RevertInput } from './versions.js';
export type { RelayoutApi, RelayoutRunOptions } from './relayout.js';
export type { GalleryApi, GalleryInput } from './gallery.js';
export type { PromptsApi, EnhanceInput, ClarifyInput } from './prompts.js';
export type { UsageApi, UsageHistoryInput, MeApi } from './account.js';
export type { MetaApi } from './meta.js';
/** The contract's response types, so callers need not import the contract. */
export type {
  DiagramOut,
  DiagramSummary,
  DiagramList,
  WarningOut,
  ScoreOut,
  UsageOut,
  VersionList,
  VersionSummary,
  RelayoutStart,
  RelayoutStatusOut,
  GalleryList,
  GalleryItem,
  ForkResponse,
  EnhanceResponse,
  ClarifyResponse,
  UsageSummary,
  UsageHistoryList,
  UsageHistoryItem,
  MeOut,
  FeaturesOut,
  SseEvent,
  ProgressEvent,
  CompleteEvent,
  ErrorEvent,
  DeviceCodeResponse,
  DeviceTokenResponse,
} from '../shared/contract/index.js';
/** Lower-level transport (the web app uses it with its session cookie). */
export { call, encodeQuery, buildPath, DEFAULT_TIMEOUT_MS, type TransportOptions, type CallInput } from './http.js';
export { createMetaApi } from './meta.js';
