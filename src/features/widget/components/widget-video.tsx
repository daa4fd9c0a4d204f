import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { env } from '@/shared/config/env';
import { WIDGET_VIDEO_SIZE, type WidgetVideoSize } from '../constants';
import { widgetTexts } from '../texts';
import { videoEmbedUrl } from '../video-id';
import { WidgetImage } from './widget-image';
import styles from './widget-video.module.css';

export interface WidgetVideoProps {
  videoId: string | null;
  thumbnailUrl: string | null;
  /** The item's title, naming the play button and the player. */
  title: string;
  size?: WidgetVideoSize;
  /** Until the player is ready (spec 4: about 1.5 s after load), a pressed play waits for it. */
  playerReady: boolean;
}

/**
 * The video preview: the thumbnail with a play button. Play hides the thumbnail and embeds the
 * player from VITE_WIDGET_VIDEO_URL; nothing of the video host loads before the visitor asks.
 */
export function WidgetVideo({ videoId, thumbnailUrl, title, size = 'default', playerReady }: WidgetVideoProps) {
  const [playing, setPlaying] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const { width, height } = WIDGET_VIDEO_SIZE[size];

  // The play button disappears when pressed; the focus moves to the player instead of the page.
  useEffect(() => {
    if (playing) stageRef.current?.focus();
  }, [playing]);

  if (!videoId && !thumbnailUrl) return null;
  const frameStyle: CSSProperties = { maxWidth: width, aspectRatio: `${width} / ${height}` };

  if (playing && videoId) {
    return (
      <div ref={stageRef} tabIndex={-1} className={styles.video} style={frameStyle}>
        {playerReady ? (
          <iframe
            className={styles.player}
            src={videoEmbedUrl(env.widgetVideoUrlTemplate, videoId)}
            title={widgetTexts.videoPlayer(title)}
            width={width}
            height={height}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <p role="status" className={styles.waiting}>
            {widgetTexts.videoLoading}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.video} style={frameStyle}>
      {thumbnailUrl && (
        <WidgetImage src={thumbnailUrl} alt={videoId ? widgetTexts.videoPreview(title) : ''} width={width} height={height} className={styles.thumbnail} />
      )}
      {videoId && (
        <button type="button" className={styles.play} aria-label={widgetTexts.play(title)} onClick={() => setPlaying(true)}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <path d="M9 5.5v17L23 14 9 5.5Z" fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  );
}
