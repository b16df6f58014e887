import { SESSION_TOKEN_HEADER } from '../../engine/api/apiHeaders';

/** The response header carrying a refreshed session token (the engine's name for it, so both sides agree). */
export const SESSION_HEADER: string = SESSION_TOKEN_HEADER;
