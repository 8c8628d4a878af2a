/** The one name of the session cookie (signed, HttpOnly): the server, the benchmarks and the e2e specs all use it. */
export const SESSION_COOKIE = 'pv_session';
