import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Membership, MembershipOverview as Overview } from '@officefit/domain';
import { useGetMembershipQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Card, QueryState } from '@officefit/ui';
import { formatDate, formatPrice } from '../../../lib/format';

/**
 * Term and value side by side from tablet width; on a phone the value goes under its term, so a date or the
 * contract number keeps a whole line instead of a column of about 130 px beside "Vertragsnummer".
 */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(8rem, auto) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

    dd {
      margin: 0;
    }
  }
`;

/** A contract number is read out and typed in as one piece: it never wraps at its hyphen. */
const Reference = styled.dd`
  white-space: nowrap;
`;

const History = styled.ol`
  margin: 0;
  padding-left: 1.2rem;
`;

function MembershipFacts({ membership }: { membership: Membership }) {
  const { t } = useTranslation('shop');
  return (
    <Facts>
      <dt>{t('membership.kind')}</dt>
      <dd>{t(`membership.kinds.${membership.kind}`)}</dd>
      <dt>{t('membership.state')}</dt>
      <dd data-testid="membership-state">{t(`membership.states.${membership.state}`)}</dd>
      <dt>{t('membership.endsAt')}</dt>
      <dd>{membership.ends_at ? formatDate(membership.ends_at) : t('membership.openEnded')}</dd>
      {membership.company && (
        <>
          <dt>{t('membership.company')}</dt>
          <dd>{membership.company.name}</dd>
        </>
      )}
      {membership.price_cents > 0 && (
        <>
          <dt>{t('membership.price')}</dt>
          <dd>{formatPrice(membership.price_cents)}</dd>
        </>
      )}
      <dt>{t('membership.reference')}</dt>
      <Reference data-testid="contract-reference">{membership.contract_reference}</Reference>
      {membership.payment?.mandate_reference && (
        <>
          <dt>{t('membership.mandateReference')}</dt>
          <Reference data-testid="mandate-reference">{membership.payment.mandate_reference}</Reference>
          {membership.payment.mandate_date && (
            <>
              <dt>{t('membership.mandateDate')}</dt>
              <dd>{formatDate(membership.payment.mandate_date)}</dd>
            </>
          )}
        </>
      )}
    </Facts>
  );
}

/**
 * An open invoice (paid by invoice, not paid yet): the membership runs until the due date; past it, and once the
 * dunning paused it, the member reads why it does not run (issue 36).
 */
function InvoiceNotice({ membership }: { membership: Membership }) {
  const { t } = useTranslation('shop');
  if (!membership.invoice_due_at) return null;
  const date = formatDate(membership.invoice_due_at);
  if (membership.state === 'awaiting_payment') {
    return (
      <Alert severity="error" data-testid="invoice-notice">
        {t('membership.invoicePaused', { date })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="invoice-notice">
      {t('membership.invoiceDue', { date })}
    </Alert>
  );
}

function OverviewCards({ data }: { data: Overview }) {
  const { t } = useTranslation('shop');
  return (
    <>
      <Card title={t('membership.current')}>
        {data.current && <InvoiceNotice membership={data.current} />}
        {data.current ? <MembershipFacts membership={data.current} /> : <p>{t('membership.none')}</p>}
        {data.can_cancel && <Link to="/termination">{t('membership.toCancel')}</Link>}
      </Card>
      {data.pending && (
        <Card title={t('membership.pending')}>
          {data.pending.invoice_due_at ? (
            <InvoiceNotice membership={data.pending} />
          ) : (
            data.pending.state === 'awaiting_payment' && (
              <Alert severity="info">{t('membership.awaitingPayment')}</Alert>
            )
          )}
          <MembershipFacts membership={data.pending} />
        </Card>
      )}
      {data.history.length > 0 && (
        <Card title={t('membership.history')}>
          <History reversed>
            {[...data.history].reverse().map((entry) => (
              <li key={`${entry.at}-${entry.membership_id}-${entry.to_state}`}>
                {t('membership.historyEntry', {
                  date: formatDate(entry.at),
                  state: t(`membership.states.${entry.to_state}`),
                  reason: t(`membership.reasons.${entry.reason}`),
                })}
              </li>
            ))}
          </History>
        </Card>
      )}
    </>
  );
}

/** The current membership, a pending extension and the history (GET membership), with a link to cancel. */
export function MembershipOverview() {
  const query = useGetMembershipQuery();
  return <QueryState query={query}>{(data) => <OverviewCards data={data} />}</QueryState>;
}
