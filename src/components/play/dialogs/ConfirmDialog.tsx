// A yes/no question in a modal dialog (resign, start a shared deal): the safe answer has the focus first.
import Modal from './Modal.tsx';

export interface ConfirmDialogProps {
  id: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export default function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal id={props.id} title={props.title} onClose={props.onCancel} role="alertdialog">
      <p class="gx-modal__text">{props.text}</p>
      <div class="gx-modal__actions">
        <button type="button" class="gx-btn" data-autofocus="" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button type="button" class="gx-btn gx-btn--danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
