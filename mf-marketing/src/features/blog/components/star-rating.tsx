import { useId } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { formatNumber, useTranslation } from '@officefit/i18n';
import { VisuallyHidden, visuallyHiddenCss } from '@officefit/ui';
import { useContentLang } from '../../../lib/lang';
import { useRateArticleMutation } from '../api/article-actions';
import type { ArticleRating } from '../api/types';

const STARS = [1, 2, 3, 4, 5] as const;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Radio = styled.input`
  ${visuallyHiddenCss}
`;

const StarLabel = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  color: ${({ $on, theme }) => ($on ? theme.colors.primaryDark : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The article's average rating and, for signed-in readers, 1–5 stars as a radio group (one rating per reader;
 * choosing again replaces it).
 */
export function StarRating({
  articleId,
  rating,
  canRate,
}: {
  articleId: number;
  rating: ArticleRating;
  canRate: boolean;
}) {
  const { t } = useTranslation('marketing');
  const { language } = useContentLang();
  const dispatch = useAppDispatch();
  const name = `rating${useId()}`;
  const [rate, { isLoading }] = useRateArticleMutation();
  const average = formatNumber(rating.average, language, { maximumFractionDigits: 1 });
  const summary =
    rating.count > 0
      ? t('article.rating.average', { average, count: rating.count })
      : t('article.rating.none');

  const choose = async (stars: number) => {
    try {
      await rate({ article: articleId, stars }).unwrap();
      dispatch(showSnackbar({ key: 'marketing:article.rating.thanks', severity: 'success' }));
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };

  if (!canRate) return <Summary>{summary}</Summary>;
  return (
    <Fieldset disabled={isLoading} aria-busy={isLoading || undefined}>
      <legend>{t('article.rating.label')}</legend>
      <Row>
        {STARS.map((stars) => {
          const id = `${name}-${stars}`;
          return (
            <span key={stars}>
              <Radio
                type="radio"
                id={id}
                name={name}
                value={stars}
                checked={rating.mine === stars}
                onChange={() => void choose(stars)}
              />
              <StarLabel htmlFor={id} $on={(rating.mine ?? 0) >= stars}>
                <Star filled={(rating.mine ?? 0) >= stars} />
                <VisuallyHidden>{t('article.rating.stars', { count: stars })}</VisuallyHidden>
              </StarLabel>
            </span>
          );
        })}
      </Row>
      <Summary>{summary}</Summary>
    </Fieldset>
  );
}
