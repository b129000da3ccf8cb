import { z } from 'zod';
import { defineRoute } from './route.js';
import { DiagramTypeSchema, ExportFormatSchema, ProviderSchema } from './values.js';

export const DiagramTypesOutSchema = z
  .object({ diagram_types: z.array(DiagramTypeSchema) })
  .meta({ id: 'DiagramTypesOut' });
export const ProvidersOutSchema = z.object({ providers: z.array(ProviderSchema) }).meta({ id: 'ProvidersOut' });
export const FormatsOutSchema = z
  .object({ export_formats: z.array(ExportFormatSchema) })
  .meta({ id: 'FormatsOut' });
export const FeaturesOutSchema = z
  .object({
    plan: z.string(),
    features: z.record(z.string(), z.boolean()),
    limits: z.record(z.string(), z.number()),
  })
  .meta({ id: 'FeaturesOut' });
export type FeaturesOut = z.infer<typeof FeaturesOutSchema>;

const tags = ['meta'];
export const metaRoutes = {
  diagramTypes: defineRoute({
    id: 'meta.diagramTypes',
    method: 'GET',
    path: '/meta/diagram-types',
    summary: 'Valid diagram_type values',
    tags,
    auth: 'account',
    responses: { 200: DiagramTypesOutSchema },
  }),
  providers: defineRoute({
    id: 'meta.providers',
    method: 'GET',
    path: '/meta/providers',
    summary: 'Valid cloud_provider values',
    tags,
    auth: 'account',
    responses: { 200: ProvidersOutSchema },
  }),
  formats: defineRoute({
    id: 'meta.formats',
    method: 'GET',
    path: '/meta/formats',
    summary: 'Valid export formats',
    tags,
    auth: 'account',
    responses: { 200: FormatsOutSchema },
  }),
  features: defineRoute({
    id: 'meta.features',
    method: 'GET',
    path: '/meta/features',
    summary: "What the caller's plan allows: feature flags and numeric limits",
    tags,
    auth: 'account',
    responses: { 200: FeaturesOutSchema },
  }),
} as const;
