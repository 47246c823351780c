import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY, type GalleryImage } from '../../content/home';
import styles from './Gallery.module.scss';

/** The lightbox's id, which each picture's button names as what it opens. */
const DIALOG_ID = 'gallery-dialog';
const fullId = (image: GalleryImage) => `gallery-full-${image.id}`;

/**
 * The six pictures; choosing one opens it full-screen in a native modal `<dialog>`, which
 * traps focus, closes on Escape, and (with the code below) on a click on the backdrop or the
 * close button, then returns focus to the picture. Page scrolling is locked by CSS while open.
 *
 * The dialog holds all six, each `hidden` but the one open, so the prerendered page has them
 * too: a picture tapped before the page is live opens at once from the page itself
 * (`aria-controls` names the dialog, `data-shows` the picture; src/boot/earlyTaps.ts), and the
 * app, once live, finds it open as it would have opened it. Their images load only when shown
 * (lazy until then, eager once shown: a lazy image would wait a frame for the
 * browser to see it in view), from the same file as the thumbnail.
 */
export function Gallery() {
  const { t } = useTranslation('home');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState<GalleryImage | null>(null);

  const show = (image: GalleryImage, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(image);
    // Opened already if it was tapped before the page was live.
    if (!dialog.current?.open) dialog.current?.showModal();
    // Start on the close button, so Enter or Space closes at once.
    closeButton.current?.focus();
  };
  const close = () => dialog.current?.close();
  const onClosed = () => {
    setOpen(null);
    opener.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <ul className={styles.grid}>
        {GALLERY.map((image) => (
          <li key={image.id}>
            <figure className={styles.figure}>
              <button
                type="button"
                className={styles.thumb}
                aria-haspopup="dialog"
                aria-controls={DIALOG_ID}
                data-shows={fullId(image)}
                onClick={(event) => show(image, event.currentTarget)}
              >
                <img
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt={t(image.altKey)}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              <figcaption className={styles.category}>
                {t(`gallery.category.${image.category}`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* A click on the dialog element itself is a click on the backdrop around the picture. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        className={styles.lightbox}
        aria-label={t('gallery.dialogLabel')}
        onClose={onClosed}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {GALLERY.map((image) => {
          const shown = open?.id === image.id;
          return (
            <figure key={image.id} id={fullId(image)} className={styles.full} hidden={!shown}>
              <img
                src={image.src}
                width={image.width}
                height={image.height}
                alt={t(image.altKey)}
                loading={shown ? 'eager' : 'lazy'}
              />
              <figcaption className={styles.caption}>
                <span className={styles.category}>{t(`gallery.category.${image.category}`)}</span>{' '}
                {t(image.altKey)}
              </figcaption>
            </figure>
          );
        })}
        <button ref={closeButton} type="button" className={styles.close} onClick={close}>
          {t('gallery.close')}
        </button>
      </dialog>
    </>
  );
}
