import { http, HttpResponse } from 'msw';
import { DIAGRAM_TYPES, MAX_PROMPT_CHARS, type FeaturesOut, EXPORT_FORMATS, PROVIDERS, type DiagramTypesOutSchema, type FormatsOutSchema, type ProvidersOutSchema } from '../../../../shared/contract/index.js';
import type { z } from 'zod';
import { API } from '../http.js';

/** /meta: the value sets, straight from the contract. */
export const metaHandlers = [
  http.get(`${API}/meta/providers`, () => HttpResponse.json<z.infer<typeof ProvidersOutSchema>>({ providers: [...PROVIDERS] })),
  http.get(`${API}/meta/diagram-types`, () => HttpResponse.json<z.infer<typeof DiagramTypesOutSchema>>({ diagram_types: [...DIAGRAM_TYPES] })),
  http.get(`${API}/meta/formats`, () => HttpResponse.json<z.infer<typeof FormatsOutSchema>>({ export_formats: [...EXPORT_FORMATS] })),
  http.get(`${API}/meta/features`, () =>
    HttpResponse.json<FeaturesOut>({
      plan: 'free',
      features: { export_svg: true },
      limits: { max_prompt_chars: MAX_PROMPT_CHARS, monthly_credits: 50, generate_credits_min: 1, generate_credits_max: 3, edit_credits_min: 1, edit_credits_max: 1, fix_credits_min: 1, fix_credits_max: 1 },
    }),
  ),
];
