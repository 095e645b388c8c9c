// Formik's submitForm resolves with what onSubmit returned; menu forms return { saved } so the screen
// leaves (past the unsaved-changes guard) only after a successful save.
import type { FormikProps } from 'formik';
import { useLeaveGuard } from '../../../components/useLeaveGuard';

export function wasSaved(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { saved?: unknown }).saved === true;
}

/** The form's onFinish: guards unsaved changes, submits, and calls onSaved (leaving) only after a save. */
export function useSubmitThenLeave<Values>(formik: FormikProps<Values>, onSaved: () => void): () => void {
  const allowLeave = useLeaveGuard(formik.dirty && !formik.isSubmitting);
  return () => {
    void formik.submitForm().then((result: unknown) => {
      if (wasSaved(result)) {
        allowLeave();
        onSaved();
      }
    });
  };
}
