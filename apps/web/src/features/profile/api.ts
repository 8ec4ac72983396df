/**
 * The provider-profile and provider-image calls (GET/PUT /provider-profile,
 * GET/POST /provider-images, PATCH/DELETE /provider-images/:id) and the marketing contact
 * sync after a save (seed §7 `update-profile-attributes`, fire and forget).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MarketingProfileAttributesBody,
  ProviderImage,
  ProviderImagesResponse,
  ProviderProfileInput,
  providerImageUpdateSchema,
  providerImageUploadFieldsSchema,
} from '@bu/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { providerKeys, providerProfileQuery } from '../../lib/query-keys';
import { getSession } from '../../lib/session';

export type ProviderImages = ProviderImagesResponse;
/** POST /provider-images: the text fields of `providerImageUploadFieldsSchema` and the file. */
type ImageUpload = z.input<typeof providerImageUploadFieldsSchema> & { file: File };
/** PATCH /provider-images/:id (`providerImageUpdateSchema`): a new description and/or position. */
export type ImageChanges = Omit<z.input<typeof providerImageUpdateSchema>, 'bu_auth_token'>;

/**
 * `['provider', 'detail']` is the key the overview's completeness card reads too, so a saved
 * profile or a new image refreshes it.
 */
/** Multipart upload: text fields first, because the server reads the parts in order. */
function uploadImage(input: ImageUpload) {
  const body = new FormData();
  body.append('kind', input.kind);
  if (input.description) body.append('description', input.description);
  body.append('file', input.file);
  return api.call(endpoints.uploadProviderImage, { body });
}

const profileApi = {
  update: (input: ProviderProfileInput) => api.call(endpoints.updateProviderProfile, { body: input }),
  images: (signal?: AbortSignal) => api.call(endpoints.listProviderImages, { signal }),
  uploadImage,
  updateImage: (id: string, changes: ImageChanges) =>
    api.call(endpoints.updateProviderImage, { params: { id }, body: changes }),
  removeImage: (id: string) => api.call(endpoints.deleteProviderImage, { params: { id } }),
  /** Marketing contact sync (seed §4, §7): failures are silently ignored. */
  syncMarketing: (body: MarketingProfileAttributesBody) => {
    api.call(endpoints.syncProfileAttributes, { body }).catch(() => undefined);
  },
};

export const useProviderProfile = () => useQuery(providerProfileQuery());

export const useProviderImages = () =>
  useQuery({ queryKey: providerKeys.images(), queryFn: ({ signal }) => profileApi.images(signal) });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: profileApi.update,
    onSuccess: (data) => {
      queryClient.setQueryData(providerKeys.detail(), data);
      const { userId } = getSession();
      profileApi.syncMarketing({
        member_id: userId,
        providerName: data.provider_data.name,
        // The marketing body has no null: a provider without an address sends none.
        providerEmail: data.provider_data.email ?? undefined,
      });
    },
  });
}

/** Puts a changed image into the cached list at once, so the page shows it before the refetch. */
function placeImage(queryClient: QueryClient, image: ProviderImage) {
  queryClient.setQueryData<ProviderImages>(providerKeys.images(), (old) => {
    if (!old) return old;
    if (image.kind !== 'gallery') return { ...old, [image.kind]: image };
    const others = old.gallery.filter((g) => g.id !== image.id);
    return { ...old, gallery: [...others, image].sort((a, b) => a.order - b.order) };
  });
}

/** Images change completeness too: refresh the images and the profile. */
const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: providerKeys.all });

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: profileApi.uploadImage,
    onSuccess: ({ image }) => {
      placeImage(queryClient, image);
      void refresh(queryClient);
    },
  });
}

export function useUpdateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: ImageChanges & { id: string }) => profileApi.updateImage(id, changes),
    onSuccess: ({ image }) => {
      placeImage(queryClient, image);
      void refresh(queryClient);
    },
  });
}

export function useRemoveImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: ProviderImage) => profileApi.removeImage(image.id),
    onSuccess: (_data, image) => {
      queryClient.setQueryData<ProviderImages>(providerKeys.images(), (old) =>
        old
          ? image.kind === 'gallery'
            ? { ...old, gallery: old.gallery.filter((g) => g.id !== image.id) }
            : { ...old, [image.kind]: null }
          : old,
      );
      void refresh(queryClient);
    },
  });
}
