/** What the sessions feature offers the rest of the server. */
export {
  activeSession,
  clearProvisional,
  deleteFinishedSessions,
  revokeOtherSessions,
} from './session-repository.js';
export { startSession } from './session-service.js';
export { startSessionSweeper } from './session-sweeper.js';
