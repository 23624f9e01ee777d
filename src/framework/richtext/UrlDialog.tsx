import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../ui/kit/Dialog';
import { TextField } from '../../ui/kit/TextField';
import { isSafeImageSrc, isSafeLinkHref } from '../display/safeUrls';
import './editor.css';

export interface UrlDialogProps {
  kind: 'link' | 'image';
  initialUrl?: string;
  onApply: (url: string, alt: string) => void;
  /** Shown for an existing link only. */
  onRemove?: () => void;
  close: () => void;
}

/** What an author types without a scheme is meant as a web address (or mail address). */
function normalizeLink(raw: string): string {
  const url = raw.trim();
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(url)) return `mailto:${url}`;
  return `https://${url.replace(/^\/+/, '')}`;
}

/**
 * Asks for a link or image address inside a dialog; refuses, with a message, what the editor
 * would refuse anyway (other schemes), so the author learns why nothing happened.
 *
 * @example <DialogContainer onDismiss={close}>{kind && <UrlDialog kind={kind} onApply={apply} close={close} />}</DialogContainer>
 */
export function UrlDialog({ kind, initialUrl = '', onApply, onRemove, close }: UrlDialogProps) {
  const intl = useIntl();
  const [url, setUrl] = useState(initialUrl);
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const candidate = kind === 'link' ? normalizeLink(url) : url.trim();
  const valid = kind === 'link' ? isSafeLinkHref(candidate) : isSafeImageSrc(candidate);
  const error = kind === 'link' ? 'widgets.richtext.dialog.linkInvalid' : 'validation.imageSource';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (!valid) return;
    onApply(candidate, alt.trim());
    close();
  };

  return (
    <Dialog size="S">
      <DialogHeading>{intl.formatMessage({ id: kind === 'link' ? 'widgets.richtext.tool.link' : 'widgets.richtext.tool.image' })}</DialogHeading>
      <DialogContent>
        <Form onSubmit={submit} validationBehavior="aria" className="rt-url-form">
          <TextField
            label={intl.formatMessage({ id: kind === 'link' ? 'widgets.richtext.dialog.linkUrl' : 'widgets.richtext.dialog.imageUrl' })}
            value={url}
            onChange={setUrl}
            autoFocus
            inputMode="url"
            // Addresses are Latin script whatever the interface language.
            dir="ltr"
            plainText
            errorMessage={tried && !valid ? intl.formatMessage({ id: error }) : undefined}
          />
          {kind === 'image' && <TextField label={intl.formatMessage({ id: 'widgets.richtext.dialog.imageAlt' })} dir="auto" value={alt} onChange={setAlt} />}
        </Form>
      </DialogContent>
      <DialogFooter>
        {onRemove && (
          <Button variant="negative" onPress={() => (onRemove(), close())}>
            {intl.formatMessage({ id: 'widgets.richtext.dialog.unlink' })}
          </Button>
        )}
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage({ id: 'common.actions.cancel' })}
        </Button>
        <Button variant="accent" onPress={() => submit()}>
          {intl.formatMessage({ id: 'widgets.richtext.dialog.apply' })}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
