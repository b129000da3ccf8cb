import { metaRoutes } from '../shared/contract/meta.js';
import type { z } from 'zod';
import type {
  DiagramTypesOutSchema,
  FeaturesOutSchema,
  FormatsOutSchema,
  ProvidersOutSchema,
} from '../shared/contract/meta.js';
import { call, type TransportOptions } from './http.js';
import type { Requester } from './request.js';

export interface MetaApi {
  /** Valid `diagram_type` values (free). */
  diagramTypes(): Promise<z.infer<typeof DiagramTypesOutSchema>>;
  /** Valid `cloud_provider` values (free). */
  providers(): Promise<z.infer<typeof ProvidersOutSchema>>;
  /** Valid export formats (free). */
  formats(): Promise<z.infer<typeof FormatsOutSchema>>;
  /** What the caller's plan allows (free). */
  features(): Promise<z.infer<typeof FeaturesOutSchema>>;
}

/** The meta API over a bare transport (the web app uses its session transport). */
export function createMetaApi(transport: TransportOptions): MetaApi {
  return {
    diagramTypes: () => call(transport, metaRoutes.diagramTypes),
    providers: () => call(transport, metaRoutes.providers),
    formats: () => call(transport, metaRoutes.formats),
    features: () => call(transport, metaRoutes.features),
  };
}

/** The meta API over a client's requester (credentials, retries, client header). */
export function createMetaApiFor(requester: Requester): MetaApi {
  return {
    diagramTypes: () => requester.send(metaRoutes.diagramTypes, 'read'),
    providers: () => requester.send(metaRoutes.providers, 'read'),
    formats: () => requester.send(metaRoutes.formats, 'read'),
    features: () => requester.send(metaRoutes.features, 'read'),
  };
}
