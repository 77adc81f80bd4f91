import { call, queueableWrite, type QueuedAnswer } from '@officefit/api';
import type { ExerciseActionBody, FinishExerciseResult, StartExerciseResult, Unit } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

const exerciseActionsApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT start_unit: marks a plan unit as started. */
    startUnit: build.mutation<{ unit: Unit }, { id: number }>({
      query: ({ id }) => call('PUT', 'officefit/v1/start_unit', { id }),
      invalidatesTags: ['Units'],
    }),
    /** PUT action_start_exercise: +5 points once per exercise and day; queued while offline. */
    startExercise: build.mutation<StartExerciseResult | QueuedAnswer, ExerciseActionBody>({
      queryFn: queueableWrite('exercise_start', (body: ExerciseActionBody) =>
        call('PUT', 'officefit/v1/action_start_exercise', { ...body }),
      ),
      invalidatesTags: ['Me', 'Points', 'Strike'],
    }),
    /**
     * PUT action_exercise: finishes the exercise (points, weekly goal, strike, marks today's unit done); queued
     * while offline (answers `{queued: true}`, the shell replays it with its Idempotency-Key).
     */
    finishExercise: build.mutation<FinishExerciseResult | QueuedAnswer, ExerciseActionBody>({
      queryFn: queueableWrite('exercise_finish', (body: ExerciseActionBody) =>
        call('PUT', 'officefit/v1/action_exercise', { ...body }),
      ),
      invalidatesTags: ['Me', 'Units', 'Points', 'Strike'],
    }),
  }),
});

export const { useStartUnitMutation, useStartExerciseMutation, useFinishExerciseMutation } =
  exerciseActionsApi;
