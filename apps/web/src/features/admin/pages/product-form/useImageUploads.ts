import { useRef, useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import { postUpload } from '../../api/post-upload';
import { useAdminT } from '../../i18n';

/** one file being uploaded (its progress, or why it failed) */
export interface Upload {
  id: number;
  name: string;
  percent: number;
  error: string | null;
}

/**
 * The product's images and the uploads under way: each file uploads with its progress shown and, once
 * stored, joins the images (`onUploaded` then runs: the form drops its "image required" error).
 */
export function useImageUploads(initial: string[], onUploaded: () => void) {
  const t = useAdminT();
  const [images, setImages] = useState<string[]>(() => initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploadSeq = useRef(0);
  const upload = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const id = ++uploadSeq.current;
      setUploads((u) => [...u, { id, name: file.name, percent: 0, error: null }]);
      const update = (p: Partial<Upload>) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, ...p } : x)));
      postUpload(file, (percent) => update({ percent }))
        .then((url) => {
          setImages((list) => [...list, url]);
          onUploaded();
        })
        .catch((e: unknown) => update({ error: e instanceof ApiError ? e.message : t('admin.error') }));
    }
  };
  const remove = (url: string) => setImages((l) => l.filter((u) => u !== url));
  return { images, uploads, upload, remove };
}
