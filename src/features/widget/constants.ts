/** The skeleton placeholder shows at least this long after the widget first opens (spec 4 and 9). */
export const WIDGET_SKELETON_MS = 2000;

/** The video player counts as ready this long after the widget first opens (spec 4 and 9). */
export const WIDGET_PLAYER_READY_MS = 1500;

/** Video sizes in CSS pixels (spec 9): the default, and the one of the widget's detail card. */
export const WIDGET_VIDEO_SIZE = {
  default: { width: 367, height: 270 },
  detail: { width: 300, height: 169 },
} as const;

export type WidgetVideoSize = keyof typeof WIDGET_VIDEO_SIZE;

/** The tabs in display order; opening the widget activates the first (spec 4). */
export const WIDGET_TABS = ['services', 'stores'] as const;

/** The placeholder of the video id in VITE_WIDGET_VIDEO_URL. */
export const VIDEO_ID_PLACEHOLDER = '{id}';
