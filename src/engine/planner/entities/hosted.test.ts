import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a thing "on" its host is one component', () => {
  it('a program on a compute service draws as the host, named by the program', () => {
    const { nodes, edges } = plan('Checkout runs as a Kotlin service on EC2 that saves carts in DynamoDB.', 'aws');
    expect(nodes.filter((n) => n.service === 'aws.ec2')).toEqual([{ label: 'EC2 (Kotlin service)', service: 'aws.ec2' }]);
    expect(nodes.some((n) => n.service === 'general.microservice')).toBe(false);
    expect(edges).toContain('EC2 (Kotlin service) -> DynamoDB (carts)');
  });

  it('a machine named by its job, placed on a platform without machines, is that platform', () => {
    const { nodes, edges } = plan('An app server deployed on App Engine reads profiles from Firestore.', 'gcp');
    expect(nodes.some((n) => n.service === 'gcp.compute_engine')).toBe(false);
    expect(edges.some((e) => /^Firestore -> App Engine|^App Engine.* -> Firestore|Firestore.* -> App Engine/.test(e))).toBe(true);
  });

  it('a participle set off by commas still places the program on its host', () => {
    const { nodes } = plan('The billing API, hosted on Cloud Run, keeps invoices in Firestore.', 'gcp');
    expect(nodes.filter((n) => n.service === 'gcp.cloud_run').map((n) => n.label)).toEqual(['Cloud Run (billing API)']);
    // No second box for the API: only the people calling it may be added.
    expect(nodes.filter((n) => n.service.startsWith('general.') && n.service !== 'general.users')).toEqual([]);
  });

  it('an open-source product on its managed form is the managed service once', () => {
    const { nodes } = plan('Kafka on MSK buffers clickstream events for a Lambda consumer.', 'aws');
    expect(nodes.filter((n) => n.service === 'aws.msk')).toHaveLength(1);
    const { nodes: wf } = plan('Airflow running on MWAA triggers nightly EMR steps.', 'aws');
    expect(wf.filter((n) => n.service === 'aws.mwaa')).toHaveLength(1);
  });
});

describe('entities: a definite name is a reference only when its head noun fits', () => {
  it('"the Model Registry" is no earlier component qualified as a model', () => {
    const { nodes, edges } = plan('A Vertex AI summarisation model drafts replies into Firestore. Once approved, the tuned model is pushed into the Model Registry.', 'gcp');
    expect(nodes.some((n) => n.service === 'gcp.vertex_ai_model_registry')).toBe(true);
    expect(edges.some((e) => e.endsWith('-> Model Registry'))).toBe(true);
  });
});

describe('entities: file names are not prose', () => {
  it('the words of a file name name no component', () => {
    const { nodes } = plan('The handler in lambda/ship_to_redshift_job.py reads an SQS queue and writes rows to Aurora.', 'aws');
    expect(nodes.some((n) => n.service === 'aws.redshift')).toBe(false);
    expect(nodes.some((n) => n.service === 'aws.sqs')).toBe(true);
  });
});

describe('entities: initials said in a component\'s name refer back to it', () => {
  it('"an SQS Message Replay Helper(MRH) component … the MRH": the same component, no new box', () => {
    const { nodes, edges } = plan('Next to the queue sits an SQS Message Replay Helper(MRH) component. The MRH sends replayed jobs to a Lambda function.', 'aws');
    expect(nodes.some((n) => n.label === 'MRH')).toBe(false);
    expect(edges.some((e) => /Replay Helper.* -> Lambda/.test(e))).toBe(true);
  });
});

describe('entities: an apposition names the same component', () => {
  it('"the portal, a Vue app, calls the API, a Go service, which …": two components, not four', () => {
    const { nodes, edges } = plan('The portal, a Vue app, calls the API, a Go service, which reads from Cloud SQL.', 'gcp');
    expect(nodes.filter((n) => /Vue|portal/i.test(n.label))).toHaveLength(1);
    expect(nodes.filter((n) => /Go service|API/.test(n.label)).map((n) => n.label)).toEqual(['API (Go service)']);
    expect(edges).toContain('Cloud SQL -> API (Go service)');
  });

  it('a product named in apposition to an everyday word is that product, once', () => {
    const { nodes } = plan('The cache, an ElastiCache cluster, sits beside the checkout Lambda.', 'aws');
    expect(nodes.filter((n) => n.service === 'aws.elasticache')).toHaveLength(1);
  });
});

describe('entities: labels keep no remark about quantity', () => {
  it('"X (a handful of them)" labels X alone', () => {
    const { nodes } = plan('Vector sends logs to Loki instances (a handful of them) on EKS.', 'aws');
    expect(nodes.some((n) => /handful|of them/i.test(n.label))).toBe(false);
  });
});

describe('entities: a third-party program on a platform is the platform, named by the program', () => {
  it('a dashboard tool running on a described VM is that VM, once', () => {
    const { nodes, edges } = plan('Kibana runs on a dedicated Compute Engine VM and reads the Elasticsearch indices.', 'gcp');
    expect(nodes.filter((n) => n.service === 'gcp.compute_engine').map((n) => n.label)).toEqual([expect.stringMatching(/Kibana/)]);
    expect(nodes.some((n) => n.service === 'general.kibana')).toBe(false);
    expect(edges.some((e) => /Kibana/.test(e) && /Elasticsearch/.test(e))).toBe(true);
  });

  it('a language model on a machine-learning platform is the platform, named by the model', () => {
    const { nodes } = plan('A summarising LLM on Azure Machine Learning reads support tickets from a Service Bus queue and writes nightly digests to Cosmos DB.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.machine_learning').map((n) => n.label)).toEqual([expect.stringMatching(/LLM/)]);
    expect(nodes.some((n) => n.service === 'general.llm')).toBe(false);
  });

  it('a product its makers spell in lower case keeps that spelling', () => {
    const { nodes } = plan('rclone mirrors the studio NAS into Azure Blob Storage every night.', 'azure');
    expect(nodes.map((n) => n.label)).toContain('rclone');
  });
});

describe('entities: a product on its managed form', () => {
  it('a product named with its maker and a head noun, on its managed form, is the managed service once', () => {
    const { nodes } = plan('An Apache Airflow deployment on Amazon MWAA starts Glue jobs every hour.', 'aws');
    expect(nodes.filter((n) => /Airflow|MWAA/.test(n.label)).map((n) => n.service)).toEqual(['aws.mwaa']);
  });
});

describe('entities: a program the catalog lacks names the platform it is installed on', () => {
  it('"a self-managed sync agent installed on a VM": the VM, named by the agent', () => {
    const { nodes } = plan('Nightly exports leave the plant historian through a self-managed sync agent installed on an Azure virtual machine and land in Blob Storage.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.vm').map((n) => n.label)).toEqual([expect.stringMatching(/self-managed sync agent/)]);
  });
});

describe('entities: a program placed on a platform is that platform when the text names it again', () => {
  it('"a Gradio demo hosted on App Runner … the Gradio demo": one App Runner, no second box', () => {
    const { nodes, edges } = plan('Reviewers open a Gradio demo hosted on AWS App Runner. Later the Gradio demo fetches scored claims from DynamoDB.', 'aws');
    expect(nodes.filter((n) => /Gradio/.test(n.label)).map((n) => n.service)).toEqual(['aws.app_runner']);
    expect(edges.some((e) => /App Runner/.test(e) && /DynamoDB/.test(e))).toBe(true);
  });
});

describe('entities: a device named by what it produces', () => {
  it('"Kiosk telemetry is pushed to …": the device keeps the head noun of its phrase', () => {
    const { nodes } = plan('Kiosk telemetry is pushed every minute to AWS IoT Core, and a rule stores it in Timestream.', 'aws');
    expect(nodes.map((n) => n.label)).toContain('Kiosk telemetry');
  });
});

describe('entities: a name no dictionary knows, right after a verb, is a component', () => {
  it('"calls Frobnix to …": the unknown product is drawn, in the chain', () => {
    const { nodes, edges } = plan('A billing worker calls Frobnix to render invoices and writes them to S3.', 'aws');
    expect(nodes.map((n) => n.label)).toContain('Frobnix');
    expect(edges.some((e) => e.startsWith('Frobnix ->') || e.endsWith('-> Frobnix'))).toBe(true);
  });

  it('a format or a method name after a verb is no component', () => {
    const { nodes } = plan('The importer parses HL7 and calls waitForCondition before it writes rows to Aurora.', 'aws');
    expect(nodes.some((n) => /HL7|waitForCondition/.test(n.label))).toBe(false);
  });
});

describe('entities: the everyday name of what runs on a platform refers to the platform', () => {
  it('"a Kafka topic on Amazon MSK … reads the topic": the topic is MSK, not a new SNS topic', () => {
    const { nodes, edges } = plan('Checkout writes order events to a Kafka topic on Amazon MSK. A fraud scorer on ECS reads the topic and flags risky orders in DynamoDB.', 'aws');
    expect(nodes.some((n) => n.service === 'aws.sns')).toBe(false);
    expect(edges.some((e) => /MSK/.test(e.split(' -> ')[0]!) && /ECS/.test(e.split(' -> ')[1]!))).toBe(true);
  });
});

describe('entities: a hosting participle after another participle phrase', () => {
  it('"a quote service, coded in Rust and deployed on Cloud Run": Cloud Run, named by the service', () => {
    const { nodes } = plan('Brokers call a quote service, coded in Rust and deployed on Cloud Run, which keeps rates in Memorystore.', 'gcp');
    expect(nodes.filter((n) => /quote service|Cloud Run/.test(n.label)).map((n) => n.service)).toEqual(['gcp.cloud_run']);
  });
});

describe('entities: a named API is not an earlier gateway', () => {
  it('"… Amazon API Gateway … through the Parcelo API": the third-party API stays its own component', () => {
    const { nodes } = plan('Amazon API Gateway fronts a Lambda function. The function books couriers through the Parcelo API and saves bookings in DynamoDB.', 'aws');
    expect(nodes.map((n) => n.label)).toContain('Parcelo API');
  });
});

describe('entities: the maker\'s full platform name before a hosting service', () => {
  it('"… atop Google Cloud Platform Compute Engine": the host named by the app, no "Platform" in its label', () => {
    const { nodes } = plan('The Ghost blog engine, deployed atop Google Cloud Platform Compute Engine, stores posts in Cloud SQL.', 'gcp');
    const host = nodes.filter((n) => n.service === 'gcp.compute_engine').map((n) => n.label);
    expect(host).toEqual([expect.stringMatching(/^Compute Engine \(Ghost blog engine\)$/)]);
  });
});

describe('a part said to be built using a service', () => {
  it('is that service, named by the part', () => {
    const m = planDiagram('The pricing API is built using an Azure Function App, and it reads rates from Cosmos DB.', { provider: 'azure', diagramType: 'architecture' }).model;
    expect(m.nodes.filter((n) => /pricing API/i.test(n.label)).map((n) => n.service)).toEqual(['azure.functions']);
    expect(m.nodes.some((n) => n.service === 'general.api')).toBe(false);
  });
});

describe('naming what runs on a platform again', () => {
  it('"these APIs" after "the API tier is built using X" is X', () => {
    const m = planDiagram('The API tier is built using Cloud Run. These APIs store uploads in Cloud Storage.', { provider: 'gcp', diagramType: 'architecture' }).model;
    expect(m.nodes.some((n) => n.service === 'general.api')).toBe(false);
    const run = m.nodes.find((n) => n.service === 'gcp.cloud_run')!;
    const gcs = m.nodes.find((n) => n.service === 'gcp.cloud_storage')!;
    expect(m.edges.some((e) => e.source === run.id && e.target === gcs.id)).toBe(true);
  });
});
