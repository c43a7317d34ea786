import { FormField, Input, Textarea } from '@forma/ui';
import { useState } from 'react';
import { SearchBox } from '../../components/search-box';
import { UploadField } from '../../components/upload-field';
import { Sample } from '../ds-section';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Text controls in a FormField: plain, with a hint, with an error under the field (checked as
 * you type), disabled; the textarea; the console's search box and upload field.
 */
export function TextFieldsSection() {
  const [email, setEmail] = useState('ava@studio');
  const [bio, setBio] = useState('Short');
  const [query, setQuery] = useState('');
  const [logo, setLogo] = useState('/favicon.svg');
  const [portrait, setPortrait] = useState('');
  const emailError = EMAIL.test(email)
    ? undefined
    : 'Enter an email address such as ava@studio.com';
  const bioError =
    bio.trim().length < 20 ? 'Write at least 20 characters about the designer' : undefined;

  return (
    <>
      <Sample title="Input" className="grid items-start gap-6 sm:grid-cols-2">
        <FormField label="Full name">
          <Input placeholder="Ava Chen" autoComplete="off" />
        </FormField>
        <FormField label="Username" hint="3 to 32 letters, digits or dashes.">
          <Input defaultValue="ava-chen" autoComplete="off" />
        </FormField>
        <FormField label="Email" id="ds-email" error={emailError} hint="Where replies are sent.">
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Designer id" hint="Set by the server.">
          <Input value="42" disabled readOnly />
        </FormField>
      </Sample>

      <Sample title="Textarea" className="grid items-start gap-6 sm:grid-cols-2">
        <FormField label="Quote" hint="Shown on the landing page in quotation marks.">
          <Textarea defaultValue="They found us a designer in two days and it just worked." />
        </FormField>
        <FormField label="Bio" id="ds-bio" error={bioError}>
          <Textarea value={bio} onChange={(event) => setBio(event.target.value)} rows={3} />
        </FormField>
        <FormField label="Notes (disabled)">
          <Textarea defaultValue="Archived designers cannot be edited." disabled rows={2} />
        </FormField>
      </Sample>

      <Sample title="Search box (console)" className="flex-col items-stretch gap-2">
        <SearchBox id="ds-search" label="Search designers" value={query} onSearch={setQuery} />
        <p className="text-sm text-white/65" aria-live="polite">
          {query ? `Searching for "${query}"` : 'Type to search; it reports after a short pause.'}
        </p>
      </Sample>

      <Sample
        title="Upload field (console, uploads for real)"
        className="grid gap-6 lg:grid-cols-2"
      >
        <FormField label="Client logo" id="ds-logo">
          {(control) => (
            <UploadField
              id={control.id}
              value={logo}
              onChange={setLogo}
              accept="image"
              describedBy={control['aria-describedby']}
            />
          )}
        </FormField>
        <FormField label="Portrait (disabled)" id="ds-portrait">
          {(control) => (
            <UploadField
              id={control.id}
              value={portrait}
              onChange={setPortrait}
              accept="image"
              disabled
            />
          )}
        </FormField>
      </Sample>
    </>
  );
}
