export type AlertType = 'success' | 'danger' | 'warning' | 'answer' | 'loader';

/** The shared alert of spec 2.11. */
export interface Alert {
  title?: string;
  /** May contain HTML; it is sanitized before it is shown. */
  message: string;
  type: AlertType;
  onAccept?: () => void;
  onCancel?: () => void;
  /** Setting it shows the X button and turns "Aceptar" into "Reintentar". */
  onXButton?: () => void;
}

export interface AlertApi {
  showAlert: (alert: Alert) => void;
  closeAlert: () => void;
}
