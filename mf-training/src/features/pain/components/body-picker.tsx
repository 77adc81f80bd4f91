import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { BACK_SPOTS, FRONT_SPOTS, type BodyRegion, type Spot } from '../regions';

const Views = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 460px;
`;

const Figure = styled.figure`
  margin: 0;
  text-align: center;
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;

  .silhouette {
    fill: ${({ theme }) => theme.colors.disabledSurface};
    stroke: ${({ theme }) => theme.colors.borderStrong};
    stroke-width: 1.5;
  }

  .region {
    cursor: pointer;
    outline: none;
  }
  .region ellipse {
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.35;
    stroke: ${({ theme }) => theme.colors.primaryText};
    stroke-width: 1.5;
    transition: fill-opacity ${({ theme }) => theme.transitions.fast};
  }
  .region:hover ellipse {
    fill-opacity: 0.7;
  }
  .region:focus-visible ellipse {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 4;
    fill-opacity: 0.7;
  }
  .region[aria-pressed='true'] ellipse {
    fill: ${({ theme }) => theme.colors.error};
    fill-opacity: 0.85;
    stroke: ${({ theme }) => theme.colors.error};
  }
`;

/** A plain standing figure on a 200 × 420 canvas (decorative: the regions on top carry the names). */
function Silhouette() {
  return (
    <g className="silhouette" aria-hidden="true">
      <ellipse cx="100" cy="40" rx="24" ry="28" />
      <rect x="89" y="62" width="22" height="22" rx="6" />
      <path d="M62 84 H138 Q150 88 146 126 L134 206 H66 L54 126 Q50 88 62 84 Z" />
      <rect x="66" y="196" width="68" height="36" rx="14" />
      <rect x="46" y="86" width="18" height="76" rx="9" transform="rotate(6 55 86)" />
      <rect x="136" y="86" width="18" height="76" rx="9" transform="rotate(-6 145 86)" />
      <rect x="40" y="158" width="17" height="72" rx="8" transform="rotate(3 48 158)" />
      <rect x="143" y="158" width="17" height="72" rx="8" transform="rotate(-3 152 158)" />
      <ellipse cx="46" cy="244" rx="9" ry="12" />
      <ellipse cx="154" cy="244" rx="9" ry="12" />
      <rect x="70" y="224" width="27" height="180" rx="12" />
      <rect x="103" y="224" width="27" height="180" rx="12" />
      <ellipse cx="82" cy="410" rx="14" ry="6" />
      <ellipse cx="118" cy="410" rx="14" ry="6" />
    </g>
  );
}

interface ViewProps {
  spots: Partial<Record<BodyRegion, Spot[]>>;
  caption: string;
  selected: BodyRegion | null;
  onSelect: (region: BodyRegion) => void;
}

function BodyView({ spots, caption, selected, onSelect }: ViewProps) {
  const { t } = useTranslation('training');
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, region: BodyRegion) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(region);
    }
  };
  return (
    <Figure>
      <Svg viewBox="0 0 200 420" role="group" aria-label={caption}>
        <Silhouette />
        {(Object.entries(spots) as [BodyRegion, Spot[]][]).map(([region, shapes]) => {
          const name = t(`pain.regions.${region}`);
          return (
            <g
              key={region}
              className="region"
              role="button"
              tabIndex={0}
              aria-label={name}
              aria-pressed={selected === region}
              data-region={region}
              onClick={() => onSelect(region)}
              onKeyDown={(event) => onKeyDown(event, region)}
            >
              <title>{name}</title>
              {shapes.map((shape, index) => (
                <ellipse key={index} {...shape} />
              ))}
            </g>
          );
        })}
      </Svg>
      <figcaption aria-hidden="true">{caption}</figcaption>
    </Figure>
  );
}

/** The body picture: front and back view with a focusable, named button for each of the 26 regions. */
export function BodyPicker({
  selected,
  onSelect,
}: {
  selected: BodyRegion | null;
  onSelect: (region: BodyRegion) => void;
}) {
  const { t } = useTranslation('training');
  return (
    <Views>
      <BodyView spots={FRONT_SPOTS} caption={t('pain.front')} selected={selected} onSelect={onSelect} />
      <BodyView spots={BACK_SPOTS} caption={t('pain.back')} selected={selected} onSelect={onSelect} />
    </Views>
  );
}
