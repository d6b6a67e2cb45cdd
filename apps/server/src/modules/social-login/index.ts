/** Public face of sign-in with Google, Facebook and Apple: its wire calls and its browser redirect routes. */
export { registerSocialLoginRoutes, socialLoginActions, SOCIAL_ERROR_COOKIE, SOCIAL_USER_COOKIE } from './social-login.routes.ts';
