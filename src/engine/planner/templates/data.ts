import type { Template } from './types.js';

export const EVENT_DRIVEN: Template = {
  id: 'event_driven',
  parts: [
    { id: 'producer', kinds: ['function', 'microservice', 'container_service', 'api_gateway'], label: 'Producer' },
    { id: 'bus', kinds: ['event_bus', 'topic', 'stream'] },
    { id: 'queue', kinds: ['queue'] },
    { id: 'consumer', kinds: ['function', 'microservice', 'container_service', 'k8s_workload'], label: 'Consumer' },
    { id: 'db', kinds: ['nosql', 'relational_db'] },
    { id: 'dlq', kinds: ['queue'], role: 'dlq', label: 'Dead-letter queue', when: /\bdlq|dead[ -]?letter|retr(y|ies)|failures?\b/ },
  ],
  edges: [['producer', 'bus'], ['bus', 'queue'], ['queue', 'consumer'], ['consumer', 'db'], ['queue', 'dlq', 'failed messages']],
};

export const DATA_PIPELINE: Template = {
  id: 'data_pipeline',
  parts: [
    { id: 'source', kinds: ['relational_db', 'external_api', 'onprem'], label: 'Source systems', role: 'source', service: { aws: 'general.third_party_api', azure: 'general.third_party_api', gcp: 'general.third_party_api', oci: 'general.third_party_api', kubernetes: 'general.third_party_api', general: 'general.third_party_api' } },
    { id: 'ingest', kinds: ['etl', 'stream'] },
    { id: 'raw', kinds: ['object_storage', 'data_lake'], label: 'Data lake (raw)' },
    { id: 'process', kinds: ['analytics', 'stream_processing'] },
    { id: 'warehouse', kinds: ['data_warehouse'] },
    { id: 'bi', kinds: ['bi'] },
    { id: 'catalog', kinds: ['data_catalog'], when: /\bcatalog|governance|lineage|purview|glue catalog|dataplex\b/ },
  ],
  edges: [['source', 'ingest'], ['ingest', 'raw'], ['raw', 'process'], ['process', 'warehouse'], ['bi', 'warehouse'], ['catalog', 'raw']],
};

export const IOT: Template = {
  id: 'iot',
  parts: [
    { id: 'devices', kinds: ['device'], label: 'IoT devices' },
    { id: 'hub', kinds: ['iot_hub'] },
    { id: 'stream', kinds: ['stream_processing', 'stream', 'function'] },
    { id: 'db', kinds: ['timeseries_db', 'nosql'] },
    { id: 'raw', kinds: ['object_storage'], label: 'Raw telemetry' },
    { id: 'bi', kinds: ['bi'], when: /\bdashboards?|reports?|bi|visuali[sz]\w*\b/ },
  ],
  edges: [['devices', 'hub'], ['hub', 'stream'], ['stream', 'db'], ['stream', 'raw'], ['bi', 'db']],
};
