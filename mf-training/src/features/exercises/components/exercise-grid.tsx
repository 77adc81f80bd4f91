import styled from 'styled-components';

/** A responsive list of exercise cards: one column on phones, more as the width allows. */
export const ExerciseGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;
