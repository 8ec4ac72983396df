/**
 * The rich-text editor for descriptions (seminars, provider profile). TipTap is large, so
 * the editor is its own lazy chunk: pages that never show it (login) do not load it, and
 * while it loads a skeleton with a screen-reader note takes its place.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './editor';

export type { RichTextEditorProps } from './editor';
import './rich-text-editor.css';

const Editor = lazy(() => import('./editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="rich-text skeleton skeleton--editor" aria-busy="true">
          <span className="visually-hidden">{t('editor.loading')}</span>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
