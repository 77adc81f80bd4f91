import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import type { WpTag } from '../api/types';

const Group = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Chip = styled.button`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

/** Tag chips that switch a filter on and off (`aria-pressed`); several may be on (articles with any of them). */
export function TagFilter({
  tags,
  selected,
  onToggle,
}: {
  tags: WpTag[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('marketing');
  if (tags.length === 0) return null;
  return (
    <Group role="group" aria-labelledby="blog-tag-filter">
      <Label id="blog-tag-filter">{t('blog.tags')}</Label>
      <List>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Chip type="button" aria-pressed={selected.includes(tag.id)} onClick={() => onToggle(tag.id)}>
              {tag.name}
            </Chip>
          </li>
        ))}
      </List>
    </Group>
  );
}
