import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: an identity service signed in "through" is reached, not passed through', () => {
  it('"open the app and sign in through Cognito" keeps people → app direct', () => {
    const d = drawn('Volunteers open the booking portal and sign in through Amazon Cognito. The portal keeps shifts in DynamoDB.', 'aws');
    expect(d.edges).toContain('Volunteers -> Booking portal');
    expect(d.edges).toContain('Volunteers -> Amazon Cognito');
    expect(d.edges).not.toContain('Amazon Cognito -> Booking portal');
    // The portal the people opened asks the identity service to vouch for them.
    expect(d.edges).toContain('Booking portal -> Amazon Cognito');
  });

  it('an app named in an apposition checks the sign-in too', () => {
    const d = drawn('Nurses open the rota portal, a web app on Azure App Service, and sign in through Microsoft Entra ID.', 'azure');
    expect(d.edges).toContain('Nurses -> Microsoft Entra ID');
    expect(d.edges.some((e) => /^Azure App Service.* -> Microsoft Entra ID$/.test(e))).toBe(true);
  });

  it('a way that carries traffic is still passed through ("reach the store through CloudFront")', () => {
    const d = drawn('Volunteers reach the booking portal through Amazon CloudFront; it keeps shifts in DynamoDB.', 'aws');
    expect(d.edges).toContain('Amazon CloudFront -> Booking portal');
  });
});
