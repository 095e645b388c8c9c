// The submit of the menu's create/edit forms: create or update by id, say so in a toast, mark the form
// clean and resolve with { saved } (submitThenLeave.ts) so the screen leaves only after a save.
import type { FormikHelpers } from 'formik';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';

interface Unwrappable {
  unwrap(): Promise<unknown>;
}

export interface SaveSubmitOptions<Values, Body> {
  /** The id being edited; undefined creates. */
  id: string | undefined;
  toBody: (values: Values) => Body;
  create: (body: Body) => Unwrappable;
  update: (args: Body & { id: string }) => Unwrappable;
  /** Toasts: [created, updated]. */
  messages: readonly [string, string];
}

export function useSaveSubmit<Values, Body>({ id, toBody, create, update, messages }: SaveSubmitOptions<Values, Body>) {
  const toast = useToast();
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<{ saved: boolean }> => {
    try {
      const body = toBody(values);
      if (id) await update({ ...body, id }).unwrap();
      else await create(body).unwrap();
      toast.success(id ? messages[1] : messages[0]);
      helpers.resetForm({ values });
      return { saved: true };
    } catch (error) {
      toast.error(errorMessage(error));
      return { saved: false };
    }
  };
}
