import styled from 'styled-components';
import { bareListCss } from '../../../lib/layout-css';
import { useTranslation } from '@officefit/i18n';
import { EmptyState } from '@officefit/ui';
import type { RankingSubcat } from '../api/get-ranking';

const List = styled.ol`
  ${bareListCss}
  li {
    display: grid;
    grid-template-columns: 2.5rem 40px 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  img,
  .placeholder {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Locations and departments ranked by their members' points. */
export function SubcatRanking({ subcats }: { subcats: RankingSubcat[] }) {
  const { t } = useTranslation('community');
  if (subcats.length === 0) return <EmptyState>{t('ranking.empty')}</EmptyState>;
  return (
    <List aria-label={t('ranking.subcatsTitle')}>
      {subcats.map((subcat) => (
        <li key={subcat.id}>
          <strong aria-label={t('ranking.position', { pos: subcat.pos })}>{subcat.pos}</strong>
          {subcat.pic ? <img src={subcat.pic} alt="" /> : <span className="placeholder" aria-hidden="true" />}
          <span>
            {subcat.name}
            <small>
              {t('ranking.subcatLine', { kind: t(`ranking.kinds.${subcat.kind}`), count: subcat.members })}
            </small>
          </span>
          <span>{t('ranking.pointsValue', { count: subcat.points })}</span>
        </li>
      ))}
    </List>
  );
}
