import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('build: a web hosting platform the text calls an environment holds the apps it runs', () => {
  it('an app running inside an isolated App Service Environment is drawn in that environment\'s box', () => {
    const { where, groups } = placed('The tariff calculator web app runs inside an isolated App Service Environment and saves quotes to Table Storage.', 'azure');
    expect(groups.some((g) => g.label === 'App Service Environment')).toBe(true);
    const app = [...where.entries()].find(([l]) => /tariff calculator/i.test(l))!;
    expect(app[1][0]).toBe('App Service Environment');
    const table = [...where.entries()].find(([l]) => /table storage/i.test(l))!;
    expect(table[1]).not.toContain('App Service Environment');
  });

  it('an environment of a platform-as-a-service runs the app it names', () => {
    const { where } = placed('An Elastic Beanstalk environment runs the ticketing app, which stores seats in DynamoDB.', 'aws');
    expect(where.get('Ticketing app')?.[0]).toBe('Elastic Beanstalk environment');
    expect(where.get('DynamoDB (seats)')?.[0]).toBe('AWS Cloud');
  });
});

describe('build: a hosting service\'s environment the text names is a box even before anything is put in it', () => {
  it('one Container Apps environment is drawn as the box it is, with the service\'s icon inside', () => {
    const { where, groups } = placed('The arcade deploys into one Container Apps environment, and the lobby service keeps scores in Table Storage.', 'azure');
    expect(groups).toContainEqual({ label: 'Container Apps environment', kind: 'cluster' });
    expect([...where.entries()].filter(([, at]) => at[0] === 'Container Apps environment').length).toBeGreaterThan(0);
  });
});
