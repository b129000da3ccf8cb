import type { Template } from './types.js';

export const ML: Template = {
  id: 'ml',
  parts: [
    { id: 'data', kinds: ['object_storage', 'data_lake'], label: 'Training data' },
    { id: 'pipeline', kinds: ['ml_platform', 'workflow'] },
    { id: 'prep', kinds: ['etl'], when: /\bprocessing|feature|prepar\w*|clean\w*|etl\b/ },
    { id: 'train', kinds: ['ml_training'], service: { azure: 'azure.machine_learning', gcp: 'gcp.vertex_ai', oci: 'oci.data_science', general: 'general.ml_model' }, label: 'Model training' },
    { id: 'registry', kinds: ['ml_model_registry'], when: /\bregistry|version\w*|mlops\b/, service: { azure: 'azure.machine_learning', gcp: 'gcp.vertex_ai', general: 'general.ml_model' }, label: 'Model registry' },
    { id: 'endpoint', kinds: ['ml_endpoint'] },
    { id: 'api', kinds: ['api_gateway'], when: /\bapi|clients?|apps?|serv(e|ing)|real[ -]?time|endpoint\b/ },
  ],
  edges: [['data', 'prep'], ['data', 'train'], ['pipeline', 'train'], ['prep', 'train'], ['train', 'registry'], ['registry', 'endpoint'], ['train', 'endpoint'], ['api', 'endpoint']],
};

export const RAG: Template = {
  id: 'rag',
  parts: [
    { id: 'user', kinds: ['users'], label: 'User' },
    { id: 'ui', kinds: ['web_app', 'browser'], label: 'Chat UI', service: { aws: 'general.web_frontend', azure: 'general.web_frontend', gcp: 'general.web_frontend', oci: 'general.web_frontend', kubernetes: 'general.web_frontend', general: 'general.web_frontend' } },
    {
      id: 'backend', kinds: ['microservice', 'container_service', 'function', 'web_app'], label: 'Chat backend',
      service: { aws: 'aws.lambda', azure: 'azure.app_service', gcp: 'gcp.cloud_run', oci: 'oci.functions', kubernetes: 'general.microservice', general: 'general.microservice' },
    },
    { id: 'embed', kinds: ['ai_service'], label: 'Embedding model', service: { aws: 'aws.bedrock', azure: 'azure.openai', gcp: 'gcp.vertex_ai_embeddings', oci: 'oci.generative_ai', kubernetes: 'general.embedding_model', general: 'general.embedding_model' } },
    { id: 'vector', kinds: ['vector_db', 'search'], label: 'Vector database', service: { aws: 'aws.opensearch', azure: 'azure.ai_search', gcp: 'gcp.vertex_ai_vector_search', oci: 'general.vector_db', kubernetes: 'general.vector_db', general: 'general.vector_db' } },
    { id: 'llm', kinds: ['ai_service'], label: 'LLM', service: { aws: 'aws.bedrock', azure: 'azure.openai', gcp: 'gcp.gemini', oci: 'oci.generative_ai', kubernetes: 'general.llm', general: 'general.llm' } },
    { id: 'docs', kinds: ['object_storage'], label: 'Document sources', service: { general: 'general.documents', kubernetes: 'general.documents' } },
    { id: 'ingest', kinds: ['etl'], label: 'Ingestion pipeline (chunk + embed)' },
  ],
  edges: [
    ['user', 'ui'], ['ui', 'backend'], ['backend', 'embed', 'embed query'], ['backend', 'vector', 'retrieve'], ['backend', 'llm', 'generate'],
    ['docs', 'ingest'], ['ingest', 'embed'], ['ingest', 'vector', 'upsert'],
  ],
};
