import { describe, expect, it } from 'vitest';
import { findMentions, genericService, type ServiceKind } from './index.js';
import type { Provider } from '../../shared/contract/values.js';

const ids = (text: string, provider: Provider = 'general'): string[] => findMentions(text, provider).map((m) => m.entry.id);

/** `[id, kind, a sentence naming it by name, a sentence naming it by an alias people write]` (a bakery, a library, an observatory). */
const NAMED: readonly (readonly [id: string, kind: string, byName: string, byAlias: string])[] = [
  ['general.salesforce', 'external_api', 'Bakery orders are mirrored into Salesforce every hour.', 'The loyalty list is read from SFDC at dawn.'],
  ['general.servicenow', 'external_api', 'Oven faults open a ticket in ServiceNow.', 'A broken mixer raises a ServiceNow ITSM incident.'],
  ['general.jira', 'external_api', 'The baker files a bug in Jira when the scale drifts.', 'Recipe changes are tracked on a Jira board.'],
  ['general.confluence', 'external_api', 'The shelving rules live in Confluence.', 'Librarians keep notes in Atlassian Confluence.'],
  ['general.zendesk', 'external_api', 'Borrowers complain through Zendesk.', 'Overdue questions arrive via Zendesk Support.'],
  ['general.hubspot', 'external_api', 'Newsletter sign-ups go to HubSpot.', 'The café pushes leads into the HubSpot CRM.'],
  ['general.slack', 'external_api', 'The telescope posts a message to Slack when the dome opens.', 'Alerts about clouds land in a Slack channel.'],
  ['general.microsoft_teams', 'external_api', 'Shift swaps are announced in Microsoft Teams.', 'The head baker reads the MS Teams chat each morning.'],
  ['general.microsoft_365', 'external_api', 'Staff sign in with Microsoft 365.', 'Rotas are shared through Office 365.'],
  ['general.sap', 'onprem', 'Flour invoices are booked in SAP.', 'Supplier payments post to SAP S/4HANA overnight.'],
  ['general.sap_successfactors', 'external_api', 'Hiring is run in SAP SuccessFactors.', 'New starters are copied from SuccessFactors.'],
  ['general.stripe', 'external_api', 'Cake deposits are charged with Stripe.', 'The kiosk hands the card to Stripe Checkout.'],
  ['general.paypal', 'external_api', 'Fines can be paid with PayPal.', 'Donations go through PayPal Checkout.'],
  ['general.snowflake', 'data_warehouse', 'Loan history is copied into Snowflake.', 'The sky survey tables sit in a Snowflake warehouse.'],
  ['general.databricks', 'analytics', 'Star catalogues are cleaned in Databricks.', 'A Databricks workspace trains the bread-demand model.'],
  ['general.unity_catalog', 'data_catalog', 'Table owners are recorded in Databricks Unity Catalog.', 'Unity Catalog lists every sky table.'],
  ['general.mongodb_atlas', 'nosql', 'Recipes are stored in MongoDB Atlas.', 'The loans app writes to Mongo DB Atlas.'],
  ['general.airflow', 'workflow', 'Apache Airflow schedules the nightly stock count.', 'An Airflow DAG reloads the catalogue.'],
  ['general.tableau', 'bi', 'Sales per loaf are charted in Tableau.', 'Librarians open the Tableau Server reports.'],
  ['general.metabase', 'bi', 'Footfall is plotted in Metabase.', 'Opening hours trends sit in Meta Base.'],
  ['general.activemq', 'queue', 'Dome commands are queued in Apache ActiveMQ.', 'The oven controller listens on an Active MQ broker.'],
  ['general.rabbitmq', 'queue', 'Returned books are announced on RabbitMQ.', 'Each scan is published to the Rabbit MQ exchange.'],
  ['general.ibm_mq', 'queue', 'Ledger entries travel over IBM MQ.', 'The mainframe drops files on WebSphere MQ.'],
  ['general.confluent', 'stream', 'Sensor readings stream through Confluent.', 'Telescope frames are produced to Confluent Cloud.'],
  ['general.datadog', 'monitoring', 'Oven temperatures are watched in Datadog.', 'The Datadog agent ships host metrics.'],
  ['general.new_relic', 'monitoring', 'Page speed of the catalogue is traced in New Relic.', 'NewRelic reports slow checkouts.'],
  ['general.prometheus', 'monitoring', 'Prometheus scrapes the dome motors.', 'A Prometheus server keeps the counters.'],
  ['general.grafana', 'monitoring', 'The night crew looks at Grafana.', 'Humidity shows on a Grafana dashboard.'],
  ['general.splunk', 'logging', 'Door logs are indexed in Splunk.', 'Each till forwards events to Splunk HEC.'],
  ['general.okta', 'identity', 'Volunteers sign in with Okta.', 'The rota app trusts Okta SSO.'],
  ['general.auth0', 'identity', 'Members log in through Auth0.', 'The app keeps its users in an Auth0 tenant.'],
  ['general.keycloak', 'identity', 'Astronomers authenticate with Keycloak.', 'Logins are checked against a Keycloak realm.'],
  ['general.hashicorp_vault', 'secrets', 'The dome keys are kept in HashiCorp Vault.', 'Oven passwords come from Hashi Corp Vault.'],
  ['general.jenkins', 'ci_cd', 'Jenkins builds the kiosk firmware.', 'A Jenkins pipeline packages the loan app.'],
  ['general.kong', 'api_gateway', 'Catalogue calls pass through Kong Gateway.', 'Borrowers reach the API via Kong.'],
  ['general.cloudflare', 'cdn', 'Cover images are cached by Cloudflare.', 'The menu site sits behind the Cloudflare CDN.'],
  ['general.openai', 'ai_service', 'Book blurbs are drafted with OpenAI.', 'A GPT-4 model suggests cake names.'],
  ['general.claude', 'ai_service', 'Claude summarises each observing night.', 'The helpdesk asks Anthropic for a reply.'],
  ['general.google_gemini', 'ai_service', 'Google Gemini tags the star photos.', 'The Gemini API labels each plate.'],
  ['general.hugging_face', 'ai_service', 'A translation model is pulled from Hugging Face.', 'The tagger runs on Hugging Face Inference Endpoints.'],
  ['general.pinecone', 'vector_db', 'Book embeddings are stored in Pinecone.', 'Each blurb vector goes into a Pinecone index.'],
  ['general.kafka_connect', 'etl', 'Kafka Connect copies the loans topic to the archive.', 'A Kafka connector drains the scans.'],
  ['general.debezium', 'etl', 'Debezium streams row changes out of the loans database.', 'Debezium captures every new borrower.'],
  ['general.helm_chart_repository', 'repository', 'Kiosk charts are pushed to a Helm chart repository.', 'The release is pulled from the chart repo.'],
  ['general.sql_server_always_on', 'relational_db', 'The loans database runs as SQL Server Always On Availability Groups.', 'Two VMs host an Always On availability group for the loans.'],
  ['general.dbt', 'etl', 'dbt builds the daily loaf model.', 'The data build tool refreshes the tables.'],
];

describe('named third-party products: found by name and by the names people write', () => {
  it('each product is found by its name and by an alias, as its own product of its kind', () => {
    for (const [id, , byName, byAlias] of NAMED) {
      expect(ids(byName), byName).toContain(id);
      expect(ids(byAlias), byAlias).toContain(id);
    }
  });

  it('a named product is of its kind and drawn with the generic shape of that kind: no invented icon', () => {
    for (const [id, kind, byName] of NAMED) {
      const entry = findMentions(byName, 'general').find((m) => m.entry.id === id)?.entry;
      expect(entry?.kind, id).toBe(kind);
      expect(entry?.provider, id).toBe('general');
      expect(entry?.style, id).toBe(genericService(kind as ServiceKind, 'general').style);
    }
  });

  it('a cloud\'s own service still wins on that cloud', () => {
    expect(ids('The reading-room agent runs on Bedrock AgentCore.', 'aws')).toContain('aws.bedrock_agentcore');
    expect(ids('The stargazing agent is deployed to Vertex AI Agent Engine.', 'gcp')).toContain('gcp.vertex_ai_agent_engine');
    expect(ids('Oven firmware is rolled out with Azure Device Update.', 'azure')).toContain('azure.device_update');
    expect(ids('Airflow runs the loaf report.', 'aws')).toEqual(['aws.mwaa']);
    expect(ids('Gemini names the comets.', 'gcp')).toEqual(['gcp.gemini']);
    expect(ids('Telescope frames are queued in RabbitMQ.', 'aws')).toEqual(['aws.mq']);
  });

  it('the everyday role words stay the generic parts', () => {
    expect(ids('a payment provider', 'general')).toEqual(['general.payment_provider']);
    expect(ids('a chat channel', 'general')).toEqual(['general.chat_channel']);
    expect(ids('the monitoring', 'general')).toEqual(['general.monitoring']);
    expect(ids('a message broker', 'general')).toEqual(['general.message_broker']);
    expect(ids('the identity provider', 'general')).toEqual(['general.identity_provider']);
  });
});
