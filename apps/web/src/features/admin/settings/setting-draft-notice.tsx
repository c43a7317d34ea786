import { Button, toast } from '@forma/ui';
import type { SettingKey } from '@forma/validators';
import { Send, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PublishStateBadge } from '../components/publish-state';
import { formatDateTime } from '../lib/format';
import { useCanEdit } from '../lib/roles';
import { ReleaseMembership } from '../releases/release-membership';
import { ReleaseDiscardNote } from '../releases/release-discard-note';
import { focusInView } from '../lib/focus-in-view';
import type { SettingDrafts } from './use-setting-drafts';

/** The id of a setting's draft notice, to move focus to it once a draft was saved. */
export const settingDraftNoticeId = (key: SettingKey) => `setting-draft-${key}`;

/** How long a request to focus a draft notice waits for the notice to render, ms. */
const FOCUS_REQUEST_TTL_MS = 10_000;

/** The draft notice to focus once it renders (set by a save, taken by the notice). */
let focusRequest: { key: SettingKey; at: number } | null = null;

/** Takes the pending focus request when it is for `key` and still fresh; true if taken. */
function takeFocusRequest(key: SettingKey): boolean {
  if (!focusRequest || focusRequest.key !== key) return false;
  const fresh = performance.now() - focusRequest.at < FOCUS_REQUEST_TTL_MS;
  focusRequest = null;
  return fresh;
}

/**
 * Moves focus to the draft notice of `key` after a save: at once when the notice is on screen
 * (a draft replaced), else when it renders. The drafts query that brings a new notice notifies
 * React on a later task than the save resolves, so a lookup on the next frame alone could find
 * nothing (the CI failure of `ef7b0f7`).
 */
export function focusSettingDraftNotice(key: SettingKey) {
  focusRequest = { key, at: performance.now() };
  requestAnimationFrame(() => {
    const notice = document.getElementById(settingDraftNoticeId(key));
    if (notice && takeFocusRequest(key)) focusInView(notice);
  });
}

/**
 * A page setting's waiting draft (issue 20 item 1): what it would change the setting to, that
 * the site does not show it yet, who saved it when; for an editor "Publish draft" and "Discard
 * draft" (confirmed), and the releases it is in or may join. Renders nothing without a draft.
 * Toasts say what happened.
 */
export function SettingDraftNotice({
  settingKey,
  label,
  valueLabel,
  drafts,
  onDone,
}: {
  settingKey: SettingKey;
  /** The setting in the admin's words ("Contact form design"). */
  label: string;
  /** The admin's words for a drafted value; null is an unset ("the default: …"). */
  valueLabel: (value: string | null) => string;
  drafts: SettingDrafts;
  /** Called once the draft was published or discarded (it is gone: focus goes elsewhere). */
  onDone?: () => void;
}) {
  const canEdit = useCanEdit();
  const [confirming, setConfirming] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const draft = drafts.drafts.get(settingKey);
  const hasDraft = Boolean(draft);
  useEffect(() => {
    if (hasDraft && takeFocusRequest(settingKey)) focusInView(noticeRef.current);
  }, [hasDraft, settingKey]);
  if (!draft) return null;
  const drafted = valueLabel(draft.value);
  const pending = drafts.pendingKey === settingKey;

  const publish = async () => {
    if (await drafts.publish(settingKey)) {
      onDone?.();
      toast({ title: 'Draft published', description: `${label} is now ${drafted} on the site.` });
    }
  };
  const discard = async () => {
    const done = await drafts.discard(settingKey);
    setConfirming(false);
    if (done) {
      onDone?.();
      toast({ title: 'Draft discarded', description: `${label} keeps its published value.` });
    }
  };

  return (
    <div
      ref={noticeRef}
      role="group"
      id={settingDraftNoticeId(settingKey)}
      tabIndex={-1}
      aria-label={`${label}: draft`}
      data-testid="setting-draft"
      className="scroll-mt-24 rounded-xl border border-amber-300/20 bg-amber-300/[0.05] p-3 text-sm text-white/75 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <PublishStateBadge status="changed" />
        <span>
          {label} draft: <strong className="text-white">{drafted}</strong>, not on the site: Publish
          puts it live.
        </span>
        <span className="text-xs text-white/55">
          Saved{draft.username ? ` by ${draft.username}` : ''}{' '}
          <time dateTime={new Date(draft.updatedAt).toISOString()}>
            {formatDateTime(draft.updatedAt)}
          </time>
        </span>
      </p>
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" loading={pending && !confirming} onClick={() => void publish()}>
            {!(pending && !confirming) && <Send aria-hidden />}
            Publish draft
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => setConfirming(true)}
          >
            <Undo2 aria-hidden />
            Discard draft
          </Button>
        </div>
      )}
      <div className="mt-3 [&>[role=group]]:mb-0">
        <ReleaseMembership
          entity="setting"
          entityKey={settingKey}
          label={label}
          hasDraft
          isLive={false}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Discard the draft of ${label.toLowerCase()}?`}
        description={
          <>
            The draft (<strong className="text-white/85">{drafted}</strong>) is dropped; the site
            keeps its published value.
            <ReleaseDiscardNote entity="setting" entityKey={settingKey} />
          </>
        }
        confirmLabel="Discard draft"
        pending={pending}
        onConfirm={() => void discard()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
