export { preloadUserMenu, SiteHeader } from './site-header';
export { FOOTER_ID, MAIN_CONTENT_ID } from './constants';
