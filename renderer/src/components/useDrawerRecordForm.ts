// The formik of a create/edit form in a drawer (ads, coupons): validates with the shared schema, creates
// or updates by id, says so in a toast and closes; leaving with unsaved changes asks first.
import { useFormik, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { MSG } from '@shared/messages';
import { formikValidate } from '@shared/validation/errors';
import { errorMessage } from '../app/baseQuery';
import { useToast } from '../app/feedback';
import { useLeaveGuard } from './useLeaveGuard';

interface Unwrappable {
  unwrap(): Promise<unknown>;
}

export interface DrawerRecordFormOptions<Values, Input> {
  initial: Values;
  schema: AnySchema;
  /** The id being edited; null creates. */
  id: string | null;
  toInput: (values: Values) => Input;
  create: (input: Input) => Unwrappable;
  update: (args: Input & { id: string }) => Unwrappable;
  /** The toast after creating (the update toast is the common MSG.infoUpdated). */
  createdMessage: (input: Input) => string;
  onDone: () => void;
}

export function useDrawerRecordForm<Values extends FormikValues, Input>({ initial, schema, id, toInput, create, update, createdMessage, onDone }: DrawerRecordFormOptions<Values, Input>) {
  const toast = useToast();
  const formik = useFormik<Values>({
    initialValues: initial,
    validate: formikValidate(schema),
    onSubmit: async (values) => {
      try {
        const input = toInput(values);
        if (id) await update({ ...input, id }).unwrap();
        else await create(input).unwrap();
        toast.success(id ? MSG.infoUpdated : createdMessage(input));
        allowLeave();
        onDone();
      } catch (error) {
        toast.error(errorMessage(error, MSG.updateInfoError));
      }
    },
  });
  const allowLeave = useLeaveGuard(formik.dirty && !formik.isSubmitting);
  return formik;
}
