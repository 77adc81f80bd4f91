import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Select } from '@officefit/ui';
import { BODY_REGIONS, type BodyRegion } from '../model/codes';
import { fieldId, Legend } from './form-fields';

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

const rect = (x: number, y: number, w: number, h: number, r = 3): Shape => ({ kind: 'rect', x, y, w, h, r });
const ellipse = (cx: number, cy: number, rx: number, ry = rx): Shape => ({ kind: 'ellipse', cx, cy, rx, ry });
/** The same shape on both sides of the body (the figure is 120 wide, mirrored at x = 60). */
const pair = (x: number, y: number, w: number, h: number, r = 3): Shape[] => [
  rect(x, y, w, h, r),
  rect(120 - x - w, y, w, h, r),
];
const pairEllipse = (cx: number, cy: number, rx: number, ry = rx): Shape[] => [
  ellipse(cx, cy, rx, ry),
  ellipse(120 - cx, cy, rx, ry),
];

interface Figure {
  side: 'front' | 'back';
  /** Parts drawn for the outline only. */
  decor: Shape[];
  /** Clickable regions, in reading order (top to bottom); later ones lie on top. */
  regions: { region: BodyRegion; shapes: Shape[] }[];
}

const LIMBS: Shape[] = [
  ...pair(25, 68, 11, 36, 5), // upper arms
  ...pairEllipse(25, 156, 6, 8), // hands
  ...pairEllipse(51, 256, 7, 4), // feet
];

/** Front and back of a simple figure with the 26 body regions of spec §3. */
const FIGURES: Figure[] = [
  {
    side: 'front',
    decor: [...LIMBS, ...pair(46, 194, 11, 44, 5)],
    regions: [
      { region: 'head', shapes: [ellipse(60, 25, 17, 18)] },
      { region: 'brain', shapes: [ellipse(60, 13, 12, 5)] },
      { region: 'eyes', shapes: [ellipse(60, 24, 11, 4)] },
      { region: 'jaw', shapes: [ellipse(60, 36, 9, 4)] },
      { region: 'side_neck', shapes: pair(46, 43, 7, 11, 2) },
      { region: 'neck', shapes: [rect(54, 43, 12, 11, 2)] },
      { region: 'shoulder', shapes: pairEllipse(35, 60, 9) },
      { region: 'torso', shapes: [rect(45, 55, 30, 30, 5)] },
      { region: 'side_belly', shapes: pair(43, 87, 7, 28, 2) },
      { region: 'straight_belly', shapes: [rect(51, 87, 18, 28, 3)] },
      { region: 'forearm_front', shapes: pair(21, 105, 11, 19, 4) },
      { region: 'forearm_wrist', shapes: pair(20, 125, 11, 13, 3) },
      { region: 'wrist', shapes: pair(19, 139, 12, 8, 3) },
      { region: 'hip', shapes: [rect(43, 117, 34, 14, 4)] },
      { region: 'thigh_front', shapes: pair(44, 133, 15, 46, 5) },
      { region: 'knee', shapes: pairEllipse(51.5, 186, 7) },
      { region: 'ankle_joint', shapes: pairEllipse(51.5, 244, 6, 5) },
    ],
  },
  {
    side: 'back',
    decor: [...LIMBS, ellipse(60, 25, 17, 18), ...pairEllipse(51.5, 186, 7), ...pairEllipse(51.5, 244, 6, 5)],
    regions: [
      { region: 'cervical_spine', shapes: [rect(54, 42, 12, 13, 2)] },
      { region: 'rotator_cuff', shapes: pairEllipse(36, 60, 9) },
      { region: 'rhomboids', shapes: [rect(47, 56, 26, 22, 4)] },
      { region: 'back', shapes: [rect(44, 80, 32, 20, 4)] },
      { region: 'lumbar_spine', shapes: [rect(47, 102, 26, 15, 3)] },
      { region: 'forearm_back', shapes: pair(21, 105, 11, 35, 4) },
      { region: 'buttocks', shapes: [rect(44, 119, 32, 18, 6)] },
      { region: 'thigh_back', shapes: pair(44, 139, 15, 42, 5) },
      { region: 'calf', shapes: pair(46, 194, 11, 42, 5) },
    ],
  },
];

function ShapeEl({ shape }: { shape: Shape }) {
  return shape.kind === 'rect' ? (
    <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={shape.r} />
  ) : (
    <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} />
  );
}

const Root = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figures = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const FigureBox = styled.figure`
  flex: 0 1 170px;
  min-width: 0;
  margin: 0;
  text-align: center;

  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 340px;
    overflow: visible;
  }

  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Decor = styled.g`
  fill: ${({ theme }) => theme.colors.disabledSurface};
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
`;

const Region = styled.g<{ $selected: boolean }>`
  cursor: pointer;
  fill: ${({ $selected, theme }) => ($selected ? theme.colors.primaryText : theme.colors.primarySurface)};
  stroke: ${({ $selected, theme }) => ($selected ? theme.colors.primaryDark : theme.colors.borderStrong)};
  stroke-width: 1;
  transition: fill ${({ theme }) => theme.transitions.fast};

  &:hover {
    fill: ${({ $selected, theme }) => ($selected ? theme.colors.primaryDark : theme.colors.primary)};
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 3;
  }
`;

const Chosen = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface BodyPickerProps {
  value: BodyRegion | null;
  onChange: (region: BodyRegion) => void;
  error?: string;
  /** Id of the list select (the field that takes the focus when the region is missing). */
  id?: string;
}

/**
 * Chooses a body region: a front and a back figure whose regions are buttons (one tab stop per figure, arrow keys
 * move, Enter or Space choose), and the same regions in a select as the accessible alternative.
 */
export function BodyPicker({ value, onChange, error, id = fieldId('pain-region') }: BodyPickerProps) {
  const { t } = useTranslation('training');
  const hintId = `body-picker${useId()}-hint`;
  const name = (region: BodyRegion) => t(`anamnesis.regions.${region}`);
  const options = useMemo(
    () =>
      BODY_REGIONS.map((region) => ({ value: region, label: t(`anamnesis.regions.${region}`) })).sort(
        (a, b) => a.label.localeCompare(b.label),
      ),
    [t],
  );
  return (
    <Root aria-describedby={hintId}>
      <Legend>{t('anamnesis.pain.region')}</Legend>
      <Hint id={hintId}>{t('anamnesis.pain.regionHint')}</Hint>
      <Figures>
        {FIGURES.map((figure) => (
          <FigureView key={figure.side} figure={figure} value={value} onChange={onChange} name={name} />
        ))}
      </Figures>
      <Chosen aria-live="polite">
        {value ? t('anamnesis.pain.regionChosen', { region: name(value) }) : t('anamnesis.pain.regionNone')}
      </Chosen>
      <Select
        id={id}
        label={t('anamnesis.pain.regionList')}
        options={options}
        value={value}
        onChange={(v) => onChange(v as BodyRegion)}
        error={error}
        required
      />
    </Root>
  );
}

function FigureView({
  figure,
  value,
  onChange,
  name,
}: {
  figure: Figure;
  value: BodyRegion | null;
  onChange: (region: BodyRegion) => void;
  name: (region: BodyRegion) => string;
}) {
  const { t } = useTranslation('training');
  const refs = useRef<(SVGGElement | null)[]>([]);
  const selectedIndex = figure.regions.findIndex((r) => r.region === value);
  const [active, setActive] = useState(0);
  const tabStop = selectedIndex >= 0 ? selectedIndex : active;
  const captionId = `figure-${figure.side}${useId()}`;

  const move = (index: number) => {
    const count = figure.regions.length;
    const next = (index + count) % count;
    setActive(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, index: number, region: BodyRegion) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        event.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        event.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(figure.regions.length - 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        onChange(region);
        break;
    }
  };

  return (
    <FigureBox>
      <svg viewBox="0 0 120 264" role="group" aria-labelledby={captionId}>
        <Decor aria-hidden="true">
          {figure.decor.map((shape, i) => (
            <ShapeEl key={i} shape={shape} />
          ))}
        </Decor>
        {figure.regions.map(({ region, shapes }, index) => (
          <Region
            key={region}
            ref={(el: SVGGElement | null) => {
              refs.current[index] = el;
            }}
            role="button"
            tabIndex={index === tabStop ? 0 : -1}
            aria-label={name(region)}
            aria-pressed={region === value}
            data-region={region}
            $selected={region === value}
            onClick={() => {
              setActive(index);
              onChange(region);
            }}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index, region)}
          >
            <title>{name(region)}</title>
            {shapes.map((shape, i) => (
              <ShapeEl key={i} shape={shape} />
            ))}
          </Region>
        ))}
      </svg>
      <figcaption id={captionId}>{t(`anamnesis.pain.${figure.side}`)}</figcaption>
    </FigureBox>
  );
}
