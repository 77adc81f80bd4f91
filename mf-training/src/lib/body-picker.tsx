import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { BODY_REGIONS, type BodyRegion } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Select } from '@officefit/ui';
import { BODY_FIGURES, FIGURE_VIEWBOX, type BodyFigure, type Shape } from './body-figures';
import { isBodyRegion } from './body-regions';

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

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
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
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A region's button: at least 36 px high (WCAG 2.2 asks for 24 × 24), the whole label as the target. */
const Chip = styled.button`
  min-height: 36px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryDark};
    background: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Chosen = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface BodyPickerProps {
  value: BodyRegion | null;
  onChange: (region: BodyRegion) => void;
  /** The screen's name of a region: the label of its button, its option in the list and the "chosen" line. */
  regionName: (region: BodyRegion) => string;
  /** Label of the list select, the accessible alternative to the figures. */
  listLabel: string;
  /** The line shown while no region is chosen. */
  noneText: string;
  /** The question; with it the picker is a fieldset (legend and hint), without it a plain block. */
  legend?: ReactNode;
  hint?: ReactNode;
  /** Id of the list select (the field that takes the focus when the region is missing). */
  listId?: string;
  /** Form name of the list select. */
  listName?: string;
  error?: string;
}

/**
 * The one body picker of the training area (health profile pain points and the /pain search). A front and a back
 * figure show the regions (a click chooses one); the controls are a group of toggle buttons per figure, large
 * enough to tap (one tab stop per group, arrow keys, Home and End move, Enter or Space choose; `aria-pressed`,
 * `data-region`), the chosen region announced, and the same regions in a select.
 */
export function BodyPicker({
  value,
  onChange,
  regionName,
  listLabel,
  noneText,
  legend,
  hint,
  listId,
  listName,
  error,
}: BodyPickerProps) {
  const { t } = useTranslation('training');
  const hintId = `body-picker${useId()}-hint`;
  const options = BODY_REGIONS.map((region) => ({ value: region, label: regionName(region) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return (
    <Root as={legend ? 'fieldset' : 'div'} aria-describedby={legend && hint ? hintId : undefined}>
      {legend && <Legend>{legend}</Legend>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {/* the figures show the choice and take a click; the buttons below are the controls (keyboard, screen
          readers, and a target large enough for a finger — the drawn regions are as small as 9 px) */}
      <Figures aria-hidden="true">
        {BODY_FIGURES.map((figure) => (
          <FigureView key={figure.side} figure={figure} value={value} onChange={onChange} />
        ))}
      </Figures>
      <Groups>
        {BODY_FIGURES.map((figure) => (
          <RegionButtons
            key={figure.side}
            figure={figure}
            value={value}
            onChange={onChange}
            name={regionName}
          />
        ))}
      </Groups>
      <Chosen aria-live="polite">
        {value ? t('bodyPicker.chosen', { region: regionName(value) }) : noneText}
      </Chosen>
      <Select
        id={listId}
        name={listName}
        label={listLabel}
        options={options}
        value={value}
        onChange={(v) => {
          if (isBodyRegion(v)) onChange(v);
        }}
        error={error}
        required
      />
    </Root>
  );
}

/** One figure, drawn: the chosen region filled; a click on a region chooses it (pointer only, see RegionButtons). */
function FigureView({
  figure,
  value,
  onChange,
}: {
  figure: BodyFigure;
  value: BodyRegion | null;
  onChange: (region: BodyRegion) => void;
}) {
  const { t } = useTranslation('training');
  return (
    <FigureBox>
      <svg viewBox={FIGURE_VIEWBOX}>
        <Decor>
          {figure.decor.map((shape, i) => (
            <ShapeEl key={i} shape={shape} />
          ))}
        </Decor>
        {figure.regions.map(({ region, shapes }) => (
          <Region
            key={region}
            data-shape={region}
            $selected={region === value}
            onClick={() => onChange(region)}
          >
            {shapes.map((shape, i) => (
              <ShapeEl key={i} shape={shape} />
            ))}
          </Region>
        ))}
      </svg>
      <figcaption>{t(`bodyPicker.${figure.side}`)}</figcaption>
    </FigureBox>
  );
}

/**
 * The regions of one figure as toggle buttons in reading order (top to bottom): one tab stop per figure, arrow
 * keys, Home and End move, Enter or Space choose; `aria-pressed`, `data-region`.
 */
function RegionButtons({
  figure,
  value,
  onChange,
  name,
}: {
  figure: BodyFigure;
  value: BodyRegion | null;
  onChange: (region: BodyRegion) => void;
  name: (region: BodyRegion) => string;
}) {
  const { t } = useTranslation('training');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = figure.regions.findIndex((r) => r.region === value);
  // The region that has the focus; while none has, the figure's tab stop is the chosen region (or the first).
  const [active, setActive] = useState<number | null>(null);
  const tabStop = active ?? Math.max(selectedIndex, 0);
  const labelId = `figure-${figure.side}${useId()}`;

  const move = (index: number) => {
    const count = figure.regions.length;
    refs.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, region: BodyRegion) => {
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
    <div>
      <GroupLabel id={labelId}>{t(`bodyPicker.${figure.side}`)}</GroupLabel>
      <Chips role="group" aria-labelledby={labelId}>
        {figure.regions.map(({ region }, index) => (
          <Chip
            key={region}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            tabIndex={index === tabStop ? 0 : -1}
            aria-pressed={region === value}
            data-region={region}
            onClick={() => onChange(region)}
            onFocus={() => setActive(index)}
            onBlur={() => setActive(null)}
            onKeyDown={(event) => onKeyDown(event, index, region)}
          >
            {name(region)}
          </Chip>
        ))}
      </Chips>
    </div>
  );
}
