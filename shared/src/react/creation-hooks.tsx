import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creationStore, type CreationStore, type NewCreation } from '../creations/creation-store';

/** The visitor's creations on this device (pookalams, dressed dolls), newest first. */
export const creationKeys = { all: ['creations'] as const };

export function useCreations(store: CreationStore = creationStore()) {
  return useQuery({ queryKey: creationKeys.all, queryFn: () => store.list() });
}

export function useAddCreation(store: CreationStore = creationStore()) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (creation: NewCreation) => store.add(creation),
    onSuccess: () => client.invalidateQueries({ queryKey: creationKeys.all }),
  });
}
