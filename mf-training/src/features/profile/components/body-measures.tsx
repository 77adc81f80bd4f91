import styled from 'styled-components';
import { Link } from 'react-router-dom';
import type { Profile } from '@officefit/domain';
import { useFormatNumber, useTranslation } from '@officefit/i18n';

// Intl's unit names (not user-facing text): the numbers read "170 cm" / "62,5 kg" in the interface language
const CM: Intl.NumberFormatOptions = { style: 'unit', unit: 'centimeter' };
const KG: Intl.NumberFormatOptions = { style: 'unit', unit: 'kilogram' };

const Measures = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  dd {
    margin: 0;
  }
`;

/**
 * Height and weight on the Profile tab, read only: they are health data, asked and changed once, in the health
 * profile under its consent (issue 39: no second field with the same fact). A link leads there.
 */
export function BodyMeasures({ profile }: { profile: Pick<Profile, 'height' | 'weight'> }) {
  const { t } = useTranslation('training');
  const format = useFormatNumber();
  const missing = t('profile.bodyMeasures.missing');
  return (
    <Measures aria-labelledby="body-measures-title" data-testid="body-measures">
      <h3 id="body-measures-title">{t('profile.bodyMeasures.title')}</h3>
      <List>
        <dt>{t('profile.fields.height')}</dt>
        <dd>{profile.height === null ? missing : format(profile.height, CM)}</dd>
        <dt>{t('profile.fields.weight')}</dt>
        <dd>{profile.weight === null ? missing : format(profile.weight, KG)}</dd>
      </List>
      <Link to="/anamnesis">{t('profile.bodyMeasures.change')}</Link>
    </Measures>
  );
}
