export { preloadUserMenu, SiteHeader, type SiteHeaderProps } from './site-header';
export { FOOTER_ID, MAIN_CONTENT_ID, MAIN_MENU_ID } from './constants';
