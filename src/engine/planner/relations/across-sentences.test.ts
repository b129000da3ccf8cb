import { describe, expect, it } from 'vitest';
import { drawnLabels, statedEdges } from '../testing/relations.js';

describe('relations: a subject noun folded into the host it runs on', () => {
  it('"A nightly job runs in X and reads Y": the host does the reading', () => {
    const out = statedEdges('A nightly tally job runs in Azure Databricks and reads the ferry ticket scans in Azure Database for PostgreSQL.', 'azure');
    expect(out.some((e) => e.includes('azure.databricks') && e.includes('azure.postgresql'))).toBe(true);
  });

  it('"The batch job runs in X and analyzes data stored in Y" after the job was introduced', () => {
    const out = statedEdges('Curators start batch jobs from the museum portal. The batch job runs in Azure Databricks and analyzes new exhibit photos stored in Azure Cosmos DB.', 'azure');
    expect(out.some((e) => e.includes('azure.databricks') && e.includes('azure.cosmos_db'))).toBe(true);
  });
});

describe('relations: words that only look like an infinitive or lack a verb', () => {
  it('"to load balanced web services" is where the data goes, not "to load"', () => {
    const { edges } = drawnLabels('Ferry kiosks send boarding scans to load balanced web services hosted on Azure virtual machines.', 'azure');
    expect(edges.some((e) => /^Ferry kiosks -> /.test(e))).toBe(true);
  });

  it('"It integrates with X" opening a sentence: the part the sentence before named hands its work to X', () => {
    const out = statedEdges('The observatory sends star catalogues. The API Gateway is the front door for astronomers. It integrates with Amazon SQS to queue incoming survey requests. A Lambda function reads the queue.');
    expect(out).toContain('aws.api_gateway -> aws.sqs');
  });
});

describe('people and devices named by everyday nouns', () => {
  it('"team members", "the assigned person" and "construction equipment" are drawn and connected', () => {
    const { labels, edges } = drawnLabels('Team members use Azure Data Studio to write bakery recipes. A runbook in Azure Automation sends an email to the assigned person. The assigned person reviews the recipe in Azure Data Studio. Kitchen equipment sends oven readings to Azure IoT Hub.', 'azure');
    expect(labels).toEqual(expect.arrayContaining(['Team members', 'Assigned person', 'Azure Data Studio']));
    expect(edges).toContain('Team members -> Azure Data Studio');
    expect(edges).toContain('Assigned person -> Azure Data Studio');
    expect(edges.some((e) => /^Kitchen equipment -> .*IoT Hub/.test(e))).toBe(true);
  });
});

describe('names and back-references across sentences', () => {
  it('"The custom web services" are the web services named the sentence before', () => {
    const { labels, edges } = drawnLabels('Tide gauges send readings to load balanced web services hosted on a cluster of Azure virtual machines. The custom web services store the readings in a Cassandra cluster.', 'azure');
    expect(labels.filter((l) => /web services/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /web services -> Cassandra/i.test(e))).toBe(true);
  });

  it('"the Tidewater Insight web application": a coined name before an everyday kind word is one part', () => {
    const { labels } = drawnLabels('The Tidewater Insight web application is available to harbour pilots to view berth data stored in Azure SQL Database.', 'azure');
    expect(labels).toContain('Tidewater Insight web application');
  });
});

describe('what a service records about itself', () => {
  it('"queries on Monitor logs" after Azure Monitor reach Azure Monitor; "the ALB logs" keep the ALB\'s name', () => {
    const out = statedEdges('Azure Monitor collects readings from the planetarium projectors. Log Analytics runs queries on Monitor logs and charts the results.', 'azure');
    expect(out).toContain('azure.log_analytics -> azure.monitor');
    const { labels } = drawnLabels('The ALB sends museum ticket requests to EC2. The ALB logs are stored in S3.', 'aws');
    expect(labels).toContain('ALB');
    expect(labels.filter((l) => /ALB/.test(l))).toHaveLength(1);
  });
});

describe('a part named first by what it runs, then by its runbook', () => {
  it('"running an Automation job. The Automation job runbook stores …" is one Azure Automation part named as the text names it', () => {
    const { labels, edges } = drawnLabels('When a telescope fault is logged, a rule in Logic Apps starts an Automation job. The Automation job runbook stores the fault report in Azure Blob Storage.', 'azure');
    // One part, labelled with the text's own words ("Automation job", or the fuller "Automation job runbook").
    const automation = labels.filter((l) => /^Automation job/.test(l));
    expect(automation).toHaveLength(1);
    expect(labels.filter((l) => /Automation/.test(l))).toHaveLength(1);
    expect(edges).toContain(`Logic Apps -> ${automation[0]}`);
    expect(edges.some((e) => e.startsWith(`${automation[0]} -> Azure Blob Storage`))).toBe(true);
  });
});
