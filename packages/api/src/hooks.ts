import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './state/store';

/** Typed hooks for the shared store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
