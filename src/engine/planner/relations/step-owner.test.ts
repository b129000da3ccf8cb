import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: a step with no doer after a step that handed its work to a tool', () => {
  it('third-person steps after a colon stay with the part that called the tool', () => {
    const { edges } = drawnLabels('The kiosk app does three things for each visitor: Checks the badge against Azure Cosmos DB. Calls Azure AI Vision to read the face. Writes the visit to Azure Table Storage.', 'azure');
    expect(edges).toContain('Kiosk app -> Azure Table Storage');
    expect(edges).not.toContain('Azure AI Vision -> Azure Table Storage');
  });

  it('an upload after "calls the API to fetch a token" is the client\'s', () => {
    const { edges } = drawnLabels('The mobile client follows a short routine to publish a photo: Signs in with Azure Active Directory B2C. Calls the gateway API to fetch an upload token. Uploads the photo into Blob Storage.', 'azure');
    expect(edges.some((e) => /^Mobile client -> Blob Storage/.test(e))).toBe(true);
    expect(edges.some((e) => /^Gateway API -> Blob Storage/.test(e))).toBe(false);
  });

  it('imperative steps keep the part that does the work, not the service it invoked', () => {
    const { edges } = drawnLabels('Meter pings are pushed into Azure Event Hubs, and an Azure Function runs the checks. Invoke Azure Machine Learning to grade each ping. Post the alerts to Azure Service Bus.', 'azure');
    expect(edges).toContain('Function -> Azure Service Bus');
    expect(edges).not.toContain('Azure Machine Learning -> Azure Service Bus');
  });

  it('"asks B to confirm …" then a bare step: the asker saves', () => {
    const { edges } = drawnLabels('The ordering app handles each basket in turn: Asks Amazon Cognito to confirm the shopper. Saves the basket in Amazon DynamoDB.');
    expect(edges.some((e) => /^Ordering app -> Amazon DynamoDB/.test(e))).toBe(true);
    expect(edges.some((e) => /^Amazon Cognito -> Amazon DynamoDB/.test(e))).toBe(false);
  });

  it('an instruction to use a tool leaves the next step to the tool', () => {
    const { edges } = drawnLabels('Cleaning: Copy the sales exports from the shop servers with Azure Data Factory. Use Azure HDInsight to tidy the copied rows. Keep the tidy rows in Azure Cosmos DB.', 'azure');
    expect(edges.some((e) => /^Azure HDInsight -> Azure Cosmos DB/.test(e))).toBe(true);
    expect(edges.some((e) => /^Azure Data Factory -> Azure Cosmos DB/.test(e))).toBe(false);
  });
});
