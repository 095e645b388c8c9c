// The formik frame of a menu create/edit form: validation with the shared schema, the save of
// useSaveSubmit, and back to the list once saved. Each screen supplies only its fields (Body).
import { Formik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveSubmit, type SaveSubmitOptions } from './useSaveSubmit';

export interface RecordFormProps<Values extends FormikValues, Body> extends SaveSubmitOptions<Values, Body> {
  initial: Values;
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  backTo: string;
  Body: ComponentType<{ formik: FormikProps<Values>; onSaved: () => void }>;
}

export function RecordForm<Values extends FormikValues, Body>({ initial, validate, backTo, Body: Fields, ...save }: RecordFormProps<Values, Body>) {
  const navigate = useNavigate();
  const submit = useSaveSubmit(save);
  return (
    <Formik<Values> initialValues={initial} validate={validate} onSubmit={submit}>
      {(formik) => <Fields formik={formik} onSaved={() => navigate(backTo)} />}
    </Formik>
  );
}
