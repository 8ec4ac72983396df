/**
 * Every module's service, built once and decorated onto the app (ADR 027), in the order they
 * need each other: each declares its dependencies (plugins/service.ts), so a wrong order fails
 * at start-up. Route plugins and other services read `app.<name>Service`; none builds one.
 */
import fp from 'fastify-plugin';
import authService from './modules/auth/service';
import boostService from './modules/boosts/service';
import conversationService from './modules/conversations/service';
import imageService from './modules/images/service';
import replyAddresses from './modules/inbound/reply-address';
import inboundService from './modules/inbound/service';
import invoiceIssuer from './modules/invoices/service';
import leadService from './modules/leads/service';
import locationService from './modules/locations/service';
import marketingService from './modules/marketing/service';
import marketplaceService from './modules/marketplace/service';
import messageRuleService from './modules/message-rules/service';
import overviewService from './modules/overview/service';
import profileService from './modules/profile/service';
import apiKeyService from './modules/provider-api/keys';
import publicService from './modules/public/service';
import recognitionService from './modules/recognitions/service';
import securityService from './modules/security/service';
import seminarService from './modules/seminars/service';
import settingsService from './modules/settings/service';
import eventService from './modules/statistics/events';
import statisticsService from './modules/statistics/service';
import viewTokens from './modules/statistics/view-token';
import supportService from './modules/support/service';
import teamService from './modules/team/service';
import widgetService from './modules/widget/service';
import calendarService from './modules/calendar/service';
import webhooks from './modules/webhooks/service';

export default fp(
  async (app) => {
    // Keys and addresses the services below sign with.
    await app.register(viewTokens);
    await app.register(replyAddresses);
    // The webhook emitter, which the services below send their events through.
    await app.register(webhooks);
    // Accounts.
    await app.register(securityService);
    await app.register(authService);
    await app.register(settingsService);
    await app.register(teamService);
    await app.register(apiKeyService);
    await app.register(supportService);
    // The provider's data.
    await app.register(imageService);
    await app.register(profileService);
    await app.register(locationService);
    await app.register(recognitionService);
    await app.register(seminarService);
    await app.register(boostService);
    await app.register(marketingService);
    await app.register(invoiceIssuer);
    // Inquiries and the conversations about them.
    await app.register(leadService);
    await app.register(conversationService);
    await app.register(publicService);
    await app.register(inboundService);
    await app.register(messageRuleService);
    // The marketplace, its statistics and the signed-in home.
    await app.register(marketplaceService);
    await app.register(calendarService);
    await app.register(widgetService);
    await app.register(eventService);
    await app.register(statisticsService);
    await app.register(overviewService);
  },
  { name: 'services', dependencies: ['database', 'clock', 'jobs', 'mailer'] },
);
