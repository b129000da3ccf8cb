import { metaRoutes } from '../shared/contract/meta.js';
import type { z } from 'zod';
import type {
  DiagramTypesOutSchema,
  FeaturesOutSchema,
  FormatsOutSchema,
  ProvidersOutSchema,
} from '../shared/contract/meta.js';
import { call, type TransportOptions } from './http.js';

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

export function createMetaApi(transport: TransportOptions): MetaApi {
  return {
    diagramTypes: () => call(transport, metaRoutes.diagramTypes),
    providers: () => call(transport, metaRoutes.providers),
    formats: () => call(transport, metaRoutes.formats),
    features: () => call(transport, metaRoutes.features),
  };
}
