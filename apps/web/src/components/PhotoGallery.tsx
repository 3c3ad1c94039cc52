import type { ImageDto } from '@faena/shared/schemas';

/** Thumbnails that open the full photo; lazy, fixed size so the page does not jump. */
export function PhotoGallery({ photos, title }: { photos: ImageDto[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg bg-muted">
            <img
              src={photo.thumbUrl}
              alt={`${title}: foto ${index + 1} de ${photos.length}`}
              loading="lazy"
              decoding="async"
              width={200}
              height={200}
              className="aspect-square h-full w-full object-cover transition-transform hover:scale-105"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
