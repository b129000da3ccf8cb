import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

const edges = (prompt: string): string[] => statedEdges(prompt, 'azure');

describe('relations: an answer that names no destination goes back to who asked', () => {
  it('"A sends a request. B returns the result": B answers A', () => {
    expect(edges('The catalogue web app sends a lookup request. Azure AI Search returns the matching titles.')).toContain('azure.ai_search -> azure.app_service');
  });

  it('no second, reverse edge when the asker already reached the one answering', () => {
    const out = edges('The catalogue web app sends a lookup request to Azure AI Search. Azure AI Search returns the matching titles.');
    expect(out).toContain('azure.app_service -> azure.ai_search');
    expect(out).not.toContain('azure.ai_search -> azure.app_service');
  });
});

describe('relations: "It … also <verb>" is the last sentence\'s doer again', () => {
  it('after "A calls B to find … in the pages", "It might also call C" is A, not the model B', () => {
    const out = edges('A scanner sends the pages to Azure Blob Storage. The archive logic app calls a Custom Vision model to find stamps in the pages. It might also call Azure Functions.');
    expect(out).toContain('azure.logic_apps -> azure.functions');
    expect(out).not.toContain('general.generic_ai_service -> azure.functions');
  });
});
