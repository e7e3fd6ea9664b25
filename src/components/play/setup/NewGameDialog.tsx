// The New game dialog over the table: the same options as the first screen (a friend on another device included), in a modal.
import Modal from '../dialogs/Modal.tsx';
import { dict } from '../words/words.ts';
import SetupForm, { type SetupFormProps } from './SetupForm.tsx';

/** The form's props; its idBase is the page's (the dialog and its form derive theirs), and closing is cancelling. */
export default function NewGameDialog(props: SetupFormProps & { onCancel(): void }) {
  return (
    <Modal id={`${props.idBase}-new`} title={dict(props.lang)['setup.title']} onClose={props.onCancel} wide>
      <SetupForm {...props} idBase={`${props.idBase}-dialog`} />
    </Modal>
  );
}
