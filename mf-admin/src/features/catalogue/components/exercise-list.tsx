import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BODY_REGIONS,
  EXERCISE_KINDS,
  type AdminExerciseList,
  type BodyRegion,
  type ExerciseKind,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Pagination, QueryState, Select, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useGetAdminExercisesQuery } from '../api/exercises';

const PER_PAGE = 25;

const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Thumb = styled.img`
  width: 4rem;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The exercise catalogue for staff: search by name (German or English) or slug, filter by kind and region, pages. */
export function ExerciseList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<'' | ExerciseKind | 'physical'>('');
  const [region, setRegion] = useState<'' | BodyRegion>('');
  const [page, setPage] = useState(1);
  const query = useGetAdminExercisesQuery({
    search: search.trim() || undefined,
    kind: kind || undefined,
    region: region || undefined,
    page,
    per_page: PER_PAGE,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPage(1);
      set(value);
    };
  return (
    <>
      <Filters>
        <TextField
          label={t('catalogue.search')}
          type="search"
          value={search}
          onChange={(e) => filter(setSearch)(e.target.value)}
        />
        <Select
          label={t('catalogue.fields.kind')}
          value={kind}
          options={[
            { value: '', label: t('catalogue.allKinds') },
            { value: 'physical', label: t('catalogue.physical') },
            ...EXERCISE_KINDS.map((k) => ({ value: k, label: t(`catalogue.kinds.${k}`) })),
          ]}
          onChange={(value) => filter(setKind)(value as typeof kind)}
        />
        <Select
          label={t('catalogue.region')}
          value={region}
          options={[
            { value: '', label: t('catalogue.allRegions') },
            ...BODY_REGIONS.map((r) => ({ value: r, label: t(`catalogue.regions.${r}`) })),
          ]}
          onChange={(value) => filter(setRegion)(value as typeof region)}
        />
      </Filters>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('catalogue.empty')}>
        {(data) => (
          <>
            <ExerciseTable items={data.items} total={data.total} />
            {data.total > PER_PAGE && (
              <Pagination page={page} totalPages={Math.ceil(data.total / PER_PAGE)} onChange={setPage} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

/** One page of exercises: picture, German and English name (with the edited badge), kind, level, regions. */
function ExerciseTable({ items, total }: Pick<AdminExerciseList, 'items' | 'total'>) {
  const { t } = useTranslation('admin');
  return (
    <ListTable
      describeByCaption
      caption={t('catalogue.caption', { count: total })}
      items={items}
      rowKey={(exercise) => exercise.id}
      rowTestId="exercise-row"
      columns={[
        {
          heading: t('catalogue.picture'),
          cell: (exercise) => <Thumb src={exercise.illustration} alt="" loading="lazy" />,
        },
        {
          heading: t('catalogue.name'),
          cell: (exercise) => (
            <>
              <Link to={`/admin/exercises/${exercise.id}`}>{exercise.names.de || exercise.slug}</Link>
              <br />
              <span lang="en">{exercise.names.en}</span>{' '}
              {exercise.edited && <Badge $tone="info">{t('catalogue.editedBadge')}</Badge>}
            </>
          ),
        },
        { heading: t('catalogue.fields.kind'), cell: (exercise) => t(`catalogue.kinds.${exercise.kind}`) },
        { heading: t('catalogue.fields.level'), cell: (exercise) => t(`catalogue.levels.${exercise.level}`) },
        {
          heading: t('catalogue.fields.regions'),
          cell: (exercise) => exercise.regions.map((r) => t(`catalogue.regions.${r}`)).join(', '),
        },
      ]}
    />
  );
}
