import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creationStore, type CreationStore, type NewCreation } from '../creations/creation-store';

/** The visitor's creations on this device (pookalams, dressed dolls), newest first. */
export const creationKeys = { all: ['creations'] as const };

/** The creations, and how many kept records could not be read and were set aside. */
export function useCreations(store: CreationStore = creationStore()) {
  return useQuery({ queryKey: creationKeys.all, queryFn: () => store.read() });
}

export function useAddCreation(store: CreationStore = creationStore()) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (creation: NewCreation) => store.add(creation),
    onSuccess: () => client.invalidateQueries({ queryKey: creationKeys.all }),
  });
}

/** Deletes the records the device keeps that cannot be read; the creations stay. */
export function useRemoveUnreadableCreations(store: CreationStore = creationStore()) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => store.removeUnreadable(),
    onSettled: () => client.invalidateQueries({ queryKey: creationKeys.all }),
  });
}
