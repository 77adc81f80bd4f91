// The stream page's two lists of sessions (the schedule in stream-view, "watch later" in recordings): one list and
// row style, so both cards line up the same way.
import styled from 'styled-components';

export const SessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A session's text on the left, its action (remind, watch) on the right; the action wraps below on a phone. */
export const SessionRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A row of the schedule: ruled off from the next, as its rows carry more lines than the recordings'. */
export const ScheduleRow = styled(SessionRow)`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
