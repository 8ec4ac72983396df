/**
 * What a provider maintains about itself (seed §3, §5, §6; DESIGN §5 Provider, Team member,
 * Invoicing keys), one file per concern: profile and completeness, images, master and personal
 * data, password change, team and invitations, invoicing, API key, address verification.
 */
export { websiteSchema } from './fields';
export * from './profile';
export * from './images';
export * from './settings';
export * from './team';
export * from './invoicing';
export * from './api-key';
export * from './address-verification';
