import type { RootState } from '../../app/rootReducer';
import type { ModalId } from './modalSlice';

export const selectIsModalOpen = (state: RootState, id: ModalId) => state.modal.open === id;
export const selectModalSubject = (state: RootState) => state.modal.subject;
