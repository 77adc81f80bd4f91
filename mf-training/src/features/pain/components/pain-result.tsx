import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { BodyRegion } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import type { PainExerciseResult } from '../api/get-pain-exercise';

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Name = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export interface PainResultProps {
  region: BodyRegion;
  result?: PainExerciseResult;
  error?: FetchBaseQueryError | SerializedError;
}

/**
 * What the pain search found: the exercise (to start in pain mode), the "see a doctor first" notice when an
 * answer is a red flag (no exercise then), or the translated not-found message.
 */
export function PainResult({ region, result, error }: PainResultProps) {
  const { t } = useTranslation('training');
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [result, error]);

  const title = (
    <span ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {t('pain.resultTitle')}
    </span>
  );

  return (
    <Card title={title} data-testid="pain-result">
      {result?.redFlag && (
        <Alert severity="error" title={t('pain.redFlagTitle')} data-testid="pain-red-flag">
          <p>{t('pain.redFlagText', { region: t(`pain.regions.${result.redFlag.region || region}`) })}</p>
          {result.redFlag.reasons.length > 0 && (
            <ul>
              {result.redFlag.reasons.map((reason) => (
                <li key={reason}>{t(`pain.redFlagReasons.${reason}`, { defaultValue: reason })}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {result?.exercise && (
        <>
          <p>{t('pain.found', { region: t(`pain.regions.${region}`) })}</p>
          {result.exercise.illustration && (
            <Picture
              src={result.exercise.illustration}
              alt={t('exercise.illustrationAlt', { name: result.exercise.name })}
              width={320}
              height={240}
            />
          )}
          <Name>{result.exercise.name}</Name>
          <Button
            as={Link}
            to={`/exercise/${result.exercise.id}?mode=pain&region=${encodeURIComponent(region)}`}
            size="lg"
          >
            {t('pain.startExercise')}
          </Button>
        </>
      )}
      {error && (
        <Alert severity="info" role="status" data-testid="pain-not-found">
          {errorText(error)}
        </Alert>
      )}
    </Card>
  );
}
