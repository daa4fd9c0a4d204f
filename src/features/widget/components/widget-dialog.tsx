import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { DESKTOP_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { widgetCatalogueQueryOptions } from '../api/get-widget-catalogue';
import { WIDGET_PLAYER_READY_MS, WIDGET_SKELETON_MS } from '../constants';
import { widgetTexts } from '../texts';
import { WidgetBrowser } from './widget-browser';
import styles from './widget-dialog.module.css';
import { WidgetSkeleton } from './widget-skeleton';

export interface WidgetDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Whether `ms` have passed since this component first mounted (the widget's first opening). */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * The widget's overlay. It stays mounted once loaded, so the skeleton and the player delay run
 * once per page view; the tabs and the selection start afresh on every opening (spec 4).
 */
export function WidgetDialog({ open, onClose }: WidgetDialogProps) {
  const catalogue = useQuery(widgetCatalogueQueryOptions());
  const skeletonDone = useElapsed(WIDGET_SKELETON_MS);
  const playerReady = useElapsed(WIDGET_PLAYER_READY_MS);
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);

  function content() {
    if (catalogue.isError) {
      return (
        <div className={styles.failure}>
          <p role="alert">{widgetTexts.loadFailed}</p>
          <button type="button" className={styles.retry} onClick={() => void catalogue.refetch()}>
            {widgetTexts.retry}
          </button>
        </div>
      );
    }
    if (!skeletonDone || !catalogue.data) return <WidgetSkeleton isDesktop={isDesktop} />;
    return <WidgetBrowser catalogue={catalogue.data} isDesktop={isDesktop} playerReady={playerReady} />;
  }

  return (
    <Dialog open={open} onClose={onClose} title={widgetTexts.title} className={styles.dialog}>
      {open && content()}
    </Dialog>
  );
}
