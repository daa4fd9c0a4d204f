import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './session-ended-notice.module.css';
import { acknowledgeSessionEnd, isSessionEndedState } from './session-expiry';
import { sessionTexts } from './texts';

/** On the login page after a 401 ended the session: why the visitor is here again. */
export function SessionEndedNotice() {
  const { state } = useLocation();
  useEffect(acknowledgeSessionEnd, []);
  if (!isSessionEndedState(state)) return null;
  return (
    <p role="alert" className={styles.notice}>
      {sessionTexts.sessionEnded}
    </p>
  );
}
