import { Image, type ImageProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { devicePhoto, localPhotoId } from "./outbox";

/**
 * A photo's thumbnail, whether the server has it (`/uploads/…`) or it waits on the phone (`local:<id>`, drawn from
 * the file kept in the device store, or from the server once the outbox has uploaded it).
 */
export function PhotoThumbnail({ src, alt, ...props }: ImageProps & { src: string; alt: string }) {
  const local = localPhotoId(src);
  const [shown, setShown] = useState<string | null>(local ? null : src);
  useEffect(() => {
    if (!local) {
      setShown(src);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    void devicePhoto(local).then((photo) => {
      if (!live || !photo) return;
      if (photo.thumbnailUrl) setShown(photo.thumbnailUrl);
      else if (photo.blob) {
        objectUrl = URL.createObjectURL(photo.blob);
        setShown(objectUrl);
      }
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [local, src]);
  return <Image src={shown ?? undefined} alt={alt} {...props} />;
}
