// "Nuevo X / Editar X" screens of the menu: loads the record when editing, shows the loading and
// not-found states, and hands the values to RecordForm. Each screen supplies its fields (Body), how a
// record becomes form values, the empty values and the body to send.
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { formikValidate } from '@shared/validation';
import { errorMessage } from '../../../app/baseQuery';
import { RecordForm, type RecordFormProps } from './RecordForm';
import { SubScreen } from './SubScreen';

export interface RecordKind {
  /** Test id stem: screen-new-<id> / screen-edit-<id>. */
  id: string;
  titles: { create: string; edit: string };
  notFound: string;
  /** Toasts: [created, updated]. */
  messages: readonly [string, string];
}

interface Unwrappable {
  unwrap(): Promise<unknown>;
}

/** The RTK Query hooks of one kind of record. */
export interface RecordApi<Rec, Body> {
  useGet: (id: string, options: { skip: boolean }) => { data?: Rec; isLoading: boolean; error?: unknown };
  useCreate: () => readonly [(body: Body) => Unwrappable, ...unknown[]];
  useUpdate: () => readonly [(args: Body & { id: string }) => Unwrappable, ...unknown[]];
}

export interface RecordScreenProps<Values extends FormikValues, Rec, Body> extends Omit<RecordFormProps<Values, Body>, 'initial' | 'validate' | 'id' | 'create' | 'update' | 'messages'> {
  kind: RecordKind;
  api: RecordApi<Rec, Body>;
  /** The id from the route; undefined creates. */
  recordId: string | undefined;
  toValues: (record: Rec) => Values;
  empty: Values;
  schema: AnySchema;
  description?: ReactNode;
}

export function RecordScreen<Values extends FormikValues, Rec, Body>({ kind, api, recordId, toValues, empty, schema, description, ...form }: RecordScreenProps<Values, Rec, Body>) {
  const editing = recordId !== undefined;
  const query = api.useGet(recordId ?? '', { skip: !editing });
  const [create] = api.useCreate();
  const [update] = api.useUpdate();
  const initial = editing ? (query.data ? toValues(query.data) : null) : empty;
  // Shared errors are nested like Formik's (NestedErrors); TypeScript cannot prove it for a generic Values.
  const validate = formikValidate(schema) as RecordFormProps<Values, Body>['validate'];
  return (
    <SubScreen
      id={`${editing ? 'edit' : 'new'}-${kind.id}`}
      title={editing ? kind.titles.edit : kind.titles.create}
      description={description}
      backTo={form.backTo}
      loading={editing && query.isLoading}
      error={editing && query.error ? errorMessage(query.error, kind.notFound) : null}
    >
      {initial ? <RecordForm<Values, Body> {...form} create={create} update={update} messages={kind.messages} initial={initial} validate={validate} id={recordId} /> : null}
    </SubScreen>
  );
}
