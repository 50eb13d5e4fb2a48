import React, {useEffect} from 'react';
import styles from './styles.module.css';

export interface ToastMessage {
  id: number;
  title: string;
  text: string;
}

/** A short, polite status message; it removes itself after `duration` ms. */
export default function Toast({
  message,
  duration,
  onDone,
}: {
  message: ToastMessage | null;
  duration: number;
  onDone: () => void;
}): React.ReactElement {
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onDone, duration);
    return () => window.clearTimeout(timer);
  }, [message, duration, onDone]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && (
        <div key={message.id} className={styles.toast}>
          <strong className={styles.title}>{message.title}</strong>
          <span>{message.text}</span>
        </div>
      )}
    </div>
  );
}
