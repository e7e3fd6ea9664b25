// A yes/no question in a modal dialog (resign, start a shared deal): the safe answer has the focus first.
import Modal from './Modal.tsx';

export interface ConfirmDialogProps {
  id: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Closes the dialog: on the safe answer (or Escape), and on the other before `onConfirm` acts. */
  onClose(): void;
  onConfirm(): void;
}

export default function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal id={props.id} title={props.title} onClose={props.onClose} role="alertdialog">
      <p class="gx-modal__text">{props.text}</p>
      <div class="gx-modal__actions">
        <button type="button" class="gx-btn" data-autofocus="" onClick={props.onClose}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          class="gx-btn gx-btn--danger"
          onClick={() => {
            props.onClose();
            props.onConfirm();
          }}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
