/** The window event that carries each pushed `web_vitals` event as its detail (the mock mode's QA panel lists them). */
export const WEB_VITAL_EVENT = 'bait:web-vital';
