import type { ConcreteDiagramType, Provider } from '../../../shared/contract/values.js';

/**
 * The curated library: prompts that the real pipeline turns into the gallery's `library` items
 * when a server first starts (and whenever one is added here). Across providers and types.
 */
export interface LibraryPrompt {
  slug: string;
  title: string;
  description: string;
  category: string;
  provider: Provider;
  diagramType: ConcreteDiagramType;
  prompt: string;
}

export const LIBRARY_PROMPTS: readonly LibraryPrompt[] = [
  {
    slug: 'aws-three-tier-web',
    title: 'AWS three-tier web application',
    description: 'CloudFront and an Application Load Balancer in front of EC2 in an Auto Scaling group across two AZs, with a Multi-AZ RDS database.',
    category: 'Web applications',
    provider: 'aws',
    diagramType: 'architecture',
    prompt: 'A three-tier web app on AWS: Route 53 and CloudFront in front of an Application Load Balancer, EC2 web servers in an Auto Scaling group across two availability zones in private subnets, and a Multi-AZ RDS PostgreSQL database in data subnets. Static assets in S3.',
  },
  {
    slug: 'aws-serverless-api',
    title: 'AWS serverless REST API',
    description: 'API Gateway, Lambda functions and DynamoDB, with Cognito for sign-in and S3 for uploads.',
    category: 'Serverless',
    provider: 'aws',
    diagramType: 'serverless',
    prompt: 'A serverless REST API on AWS: users sign in with Cognito, call API Gateway, which invokes Lambda functions that read and write DynamoDB tables; uploads go to S3 and trigger a Lambda that writes thumbnails back to S3.',
  },
  {
    slug: 'aws-data-pipeline',
    title: 'AWS streaming data pipeline',
    description: 'Kinesis ingestion, Lambda processing, an S3 data lake, Glue and Athena for queries, QuickSight dashboards.',
    category: 'Data',
    provider: 'aws',
    diagramType: 'data_pipeline',
    prompt: 'A streaming data pipeline on AWS: devices send events to Kinesis Data Streams, a Lambda function cleans them and writes to an S3 data lake, Glue crawls the lake, Athena queries it and QuickSight shows dashboards.',
  },
  {
    slug: 'aws-event-driven-orders',
    title: 'AWS event-driven order processing',
    description: 'An order service publishing to EventBridge and SQS queues consumed by Lambda workers, with SNS notifications.',
    category: 'Event-driven',
    provider: 'aws',
    diagramType: 'event_driven',
    prompt: 'Event-driven order processing on AWS: an ECS order service publishes order events to EventBridge; rules route them to SQS queues for payment and shipping, each consumed by a Lambda worker that writes to DynamoDB; failures go to a dead-letter queue and SNS e-mails the operations team.',
  },
  {
    slug: 'azure-web-app',
    title: 'Azure web application with SQL Database',
    description: 'Front Door and Application Gateway in front of App Service, Azure SQL Database and Blob Storage, with Key Vault.',
    category: 'Web applications',
    provider: 'azure',
    diagramType: 'architecture',
    prompt: 'A web application on Azure: Azure Front Door in front of an Application Gateway with WAF, an App Service web app in a virtual network, Azure SQL Database, Blob Storage for files, Key Vault for secrets and Application Insights for monitoring.',
  },
  {
    slug: 'azure-microservices-aks',
    title: 'Azure microservices on AKS',
    description: 'AKS running microservices behind API Management, with Cosmos DB, Service Bus and Azure Container Registry.',
    category: 'Microservices',
    provider: 'azure',
    diagramType: 'microservices',
    prompt: 'Microservices on Azure: API Management in front of an AKS cluster running orders, catalog and payments services; the services use Cosmos DB and Azure SQL Database, talk through Service Bus, pull images from Azure Container Registry and log to Azure Monitor.',
  },
  {
    slug: 'azure-hub-spoke',
    title: 'Azure hub-and-spoke network',
    description: 'A hub virtual network with Azure Firewall and VPN Gateway, peered with production and development spokes.',
    category: 'Networking',
    provider: 'azure',
    diagramType: 'hub_spoke',
    prompt: 'An Azure hub-and-spoke network: a hub virtual network with Azure Firewall, a VPN Gateway to the on-premises data centre and Azure Bastion; two spoke virtual networks, production and development, peered with the hub, each running virtual machines behind a load balancer.',
  },
  {
    slug: 'gcp-web-app',
    title: 'Google Cloud web application',
    description: 'Cloud Load Balancing in front of Cloud Run services with Cloud SQL, Memorystore and Cloud Storage.',
    category: 'Web applications',
    provider: 'gcp',
    diagramType: 'architecture',
    prompt: 'A web application on Google Cloud: Cloud DNS and Cloud CDN with an external HTTPS load balancer in front of Cloud Run services, Cloud SQL for PostgreSQL with high availability, Memorystore for Redis caching and Cloud Storage for uploads.',
  },
  {
    slug: 'gcp-analytics',
    title: 'Google Cloud analytics pipeline',
    description: 'Pub/Sub ingestion, Dataflow processing and BigQuery, with Looker dashboards.',
    category: 'Data',
    provider: 'gcp',
    diagramType: 'data_pipeline',
    prompt: 'An analytics pipeline on Google Cloud: applications publish events to Pub/Sub, Dataflow transforms them and loads BigQuery, raw files land in Cloud Storage, and Looker dashboards read BigQuery.',
  },
  {
    slug: 'gcp-ml-platform',
    title: 'Google Cloud machine-learning platform',
    description: 'Training data in Cloud Storage and BigQuery, Vertex AI training and endpoints, served through Cloud Run.',
    category: 'Machine learning',
    provider: 'gcp',
    diagramType: 'ml',
    prompt: 'A machine-learning platform on Google Cloud: training data in Cloud Storage and BigQuery, Vertex AI pipelines train models, models are deployed to a Vertex AI endpoint, and a Cloud Run API serves predictions to a web app.',
  },
  {
    slug: 'kubernetes-microservices',
    title: 'Kubernetes microservices',
    description: 'An ingress controller routing to services and deployments in namespaces, with a stateful database and config.',
    category: 'Microservices',
    provider: 'kubernetes',
    diagramType: 'microservices',
    prompt: 'A Kubernetes cluster running microservices: an ingress routes traffic to a frontend service and an API service in the app namespace; the API deployment scales with a horizontal pod autoscaler and uses a PostgreSQL stateful set with a persistent volume in the data namespace; config maps and secrets hold configuration.',
  },
  {
    slug: 'oci-web-app',
    title: 'Oracle Cloud web application',
    description: 'An OCI load balancer in front of compute instances, with Autonomous Database and Object Storage.',
    category: 'Web applications',
    provider: 'oci',
    diagramType: 'architecture',
    prompt: 'A web application on Oracle Cloud Infrastructure: a load balancer in a public subnet in front of compute instances in a private subnet of a VCN, an Autonomous Database, Object Storage for files and a bastion for administration.',
  },
  {
    slug: 'general-ci-cd-flow',
    title: 'CI/CD release flow',
    description: 'A flowchart from commit to production: build, test, review, staging, approval, deploy.',
    category: 'Processes',
    provider: 'general',
    diagramType: 'flowchart',
    prompt: 'A flowchart of a release: a developer pushes a commit, CI builds and runs the tests; if the tests fail, notify the developer; otherwise deploy to staging, run smoke tests, wait for approval, then deploy to production.',
  },
  {
    slug: 'general-login-sequence',
    title: 'Sign-in sequence',
    description: 'A sequence diagram of a browser signing in through a web app, an identity provider and an API.',
    category: 'Processes',
    provider: 'general',
    diagramType: 'sequence',
    prompt: 'A sequence diagram: the browser asks the web app to sign in, the web app redirects to the identity provider, the user signs in, the identity provider returns a code, the web app exchanges it for a token and calls the API with the token.',
  },
];
