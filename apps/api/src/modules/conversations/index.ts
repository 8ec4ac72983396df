/** What other modules use of conversations: adding a participant's message (public inquiries, inbound mail). */
export { appendParticipantMessage } from './participant-message';
