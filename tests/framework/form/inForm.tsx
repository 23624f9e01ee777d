import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import type { ReactNode } from 'react';

/** A widget in a bare Formik form, with the values printed so the test reads what would be sent. */
export function inForm(initialValues: Record<string, unknown>, children: ReactNode) {
  return (
    <Formik initialValues={initialValues} onSubmit={() => {}}>
      {({ values }) => (
        <>
          {children}
          <output>{JSON.stringify(values)}</output>
        </>
      )}
    </Formik>
  );
}

/** The values `inForm` prints. */
export const values = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;
