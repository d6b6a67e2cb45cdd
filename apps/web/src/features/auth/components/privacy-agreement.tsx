import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { pathFor } from '../../../app/routes';
import { CheckboxField } from '../../../components/ui/field';

/** The required privacy-policy agreement; the policy opens in a new tab so the form is kept. */
export function PrivacyAgreement({ registration, error }: { registration: UseFormRegisterReturn & { ref?: Ref<HTMLInputElement> }; error?: string }) {
  return (
    <CheckboxField
      {...registration}
      error={error}
      label={
        <Trans
          ns="auth"
          i18nKey="privacy.agree"
          components={{
            policy: <Link to={pathFor('privacy')} target="_blank" rel="noopener" className="font-medium text-primary underline-offset-2 hover:underline" />,
            terms: (
              <Link
                to={pathFor('terms-and-conditions')}
                target="_blank"
                rel="noopener"
                className="font-medium text-primary underline-offset-2 hover:underline"
              />
            ),
          }}
        />
      }
    />
  );
}
