/** What other modules use of mail: the templates and their parts, and the mail jobs. The mailer is `app.mailer`. */
export { dashboardMail, escapeHtml, participantMail, renderMail, templates, type MailContent } from './templates';
export { DEV_MAILBOX_RETENTION_JOB, MAIL_JOB, MAIL_RETRY, type MailJob } from './mailer';
