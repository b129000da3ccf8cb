import type { Provider } from '../../../shared/contract/values.js';
import { headingEnd } from '../entities/index.js';
import { REQUEST_OPENER } from '../text/request.js';
import { capitalize } from '../text/tokens.js';
import { acronyms } from './labels.js';

const PROVIDER_NAME: Record<Provider, string> = {
  aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes', oci: 'OCI', general: '',
};

const ARCHETYPE_NAME: Record<string, string> = {
  three_tier: 'three-tier web application', serverless_web: 'serverless web application', serverless_api: 'serverless API',
  static_site: 'static website', event_driven: 'event-driven architecture', data_pipeline: 'data pipeline', ml: 'machine learning platform',
  rag: 'RAG application', k8s_microservices: 'microservices on Kubernetes', hub_spoke: 'hub-and-spoke network',
  multi_region: 'multi-region architecture', hybrid: 'hybrid cloud architecture', iot: 'IoT platform',
  realtime_app: 'real-time application', online_store: 'online store', media_streaming: 'video streaming platform',
  mobile_backend: 'mobile app backend', web_product: 'web application', log_analytics: 'log analytics pipeline',
};

/** A short title: the prompt's heading, else its opening noun phrase, else "<provider> <architecture>". */
export function makeTitle(text: string, provider: Provider, archetypes: readonly string[], diagramType: string): string {
  const readable = text.replace(/\bthreetier\b/gi, 'three-tier').replace(/\btwotier\b/gi, 'two-tier').replace(/\bntier\b/gi, 'n-tier');
  // The heading is measured on the readable text: restoring hyphens changes lengths.
  const heading = headingEnd(readable);
  let title = heading > 0 ? readable.slice(0, heading) : readable.replace(REQUEST_OPENER, '');
  if (heading === 0) title = title.split(/\s+(?:with|using|that|which|where|including|consisting|in which|so that)\s+|[:;,.(\n]/i)[0] ?? '';
  title = title.replace(/\s+/g, ' ').trim();
  if (title.length > 70) title = title.slice(0, 70).replace(/\s+\S*$/, '');
  const words = title.split(' ').filter(Boolean);
  if (words.length < 2 || title.length < 6) {
    const arch = archetypes[0] ? ARCHETYPE_NAME[archetypes[0]] : undefined;
    const name = arch ?? (diagramType === 'flowchart' ? 'process flowchart' : diagramType === 'sequence' ? 'sequence diagram' : 'architecture');
    title = `${PROVIDER_NAME[provider]} ${name}`.trim();
  }
  return capitalize(acronyms(title));
}
