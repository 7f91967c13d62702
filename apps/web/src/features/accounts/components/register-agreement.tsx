import { ROUTES } from '@lobby/shared';
import { Link } from '../../../lib/router.ts';
import { Trans } from '../../../lib/translation.ts';

/** spec 2.6 item 7: the agreement flag (it starts true) with a link to the user agreement. */
export function RegisterAgreement({
  checked,
  onChange,
  onOpen,
}: {
  checked: boolean;
  onChange(next: boolean): void;
  /** The link is about to leave the form for the agreement. */
  onOpen(): void;
}) {
  return (
    <label className="form-check register-agreement">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <Trans
          i18nKey="register.agreement"
          components={{ terms: <Link to={ROUTES.useragreement} onClick={onOpen} /> }}
        />
      </span>
    </label>
  );
}
