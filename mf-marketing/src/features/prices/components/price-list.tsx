import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMembershipOffersQuery } from '@officefit/api';
import type { PricesRenderer } from '@officefit/cms-blocks';
import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, Spinner } from '@officefit/ui';

const Terms = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
`;

const Term = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2,
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** The term's own way to sign up: the registration opens with this term chosen (a 44 px target). */
const ChooseTerm = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** Prices are gross euro amounts; the language decides "19,90 €" or "€19.90". */
const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/** Registration is where a visitor buys a term (mf-shop `/registration`). */
export const REGISTRATION_PATH = '/registration';

/**
 * The paid terms of GET membership/offers (the shop's price list) with their gross prices in euros in the
 * interface language, the VAT note and the way to sign up. No price list (an error, nothing on sale) still leaves
 * the sign-up link: the visitor can register with a code or a trial.
 */
export function PriceList({ headingLevel }: { headingLevel: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('marketing');
  const format = useFormatNumber();
  const { data, isLoading } = useGetMembershipOffersQuery();
  const TermHeading = headingLevel;
  const offers = data?.offers ?? [];
  const vat = offers[0]?.vat_rate;
  return (
    <>
      {isLoading && <Spinner />}
      {offers.length > 0 && (
        <Terms data-testid="price-list">
          {offers.map((offer) => (
            <Term key={offer.duration}>
              <TermHeading>{t(`prices.durations.${offer.duration}`)}</TermHeading>
              <Price>{format(offer.price_cents / 100, EURO)}</Price>
              <ChooseTerm to={`${REGISTRATION_PATH}?term=${offer.duration}`}>
                {t('prices.choose', { term: t(`prices.durations.${offer.duration}`) })}
              </ChooseTerm>
            </Term>
          ))}
        </Terms>
      )}
      {vat !== undefined && <Note>{t('prices.vatNote', { vat })}</Note>}
      <Button as={Link} to={REGISTRATION_PATH} size="lg" variant="primary">
        {t('prices.signUp')}
      </Button>
    </>
  );
}

/** Renders a CMS page's `prices` block with the live price list. */
export const renderPrices: PricesRenderer = (_block, headingLevel) => (
  <PriceList headingLevel={headingLevel} />
);
