/** Which sign-in providers the server offers (issue 14): the web shows a button for each "1". */
import { wireFlag, wireRecord } from '../wire.ts';

export const wireSocialProviders = wireRecord({
  google: wireFlag,
  facebook: wireFlag,
  apple: wireFlag,
});
