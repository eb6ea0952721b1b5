import type {
  Country,
  DocumentScan,
  DocumentVerification,
  IdentityDocument,
} from '@wayfarer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const listPath = `/api/users/${demoUser.id}/documents`;
const documentId = '5d1c3f4e-7a2b-4c8d-9e0f-112233445566';
const countries: Country[] = [
  { code: 'FR', name: 'France', callingCode: '33' },
  { code: 'IT', name: 'Italy', callingCode: '39' },
];
/** The first screen of a test loads lazily: longer than the default second on a busy machine. */
const slow = { timeout: 8000 };
const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as the traveller types it on every site: DD/MM/YYYY. */
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const uploaded: IdentityDocument = {
  id: documentId,
  type: 'PASSPORT',
  number: 'YA8213457',
  issuingCountry: 'IT',
  issueDate: isoDay(-700),
  expiryDate: isoDay(3000),
  status: 'UPLOADED',
  verification: null,
  imageUrl: `${listPath}/${documentId}`,
  createdAt: new Date().toISOString(),
};

const card: IdentityDocument = {
  ...uploaded,
  id: '6e2d4f5a-8b3c-4d9e-8f10-223344556677',
  type: 'IDENTITY_CARD',
  number: 'CA48215KR',
  status: 'APPROVED',
  imageUrl: null,
};

/** A stand-in for XMLHttpRequest: reports progress, then answers 202 with the document. */
class FakeUpload {
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  static answer = { status: 202, body: { data: uploaded } as unknown };
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  #url = '';
  #headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.#url, headers: this.#headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      setTimeout(() => {
        this.status = FakeUpload.answer.status;
        this.responseText = JSON.stringify(FakeUpload.answer.body);
        this.onload?.();
      }, 10);
    }, 10);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUpload.sent = [];
  FakeUpload.answer = { status: 202, body: { data: uploaded } };
});

function renderDocuments(
  verification: Partial<DocumentVerification> & { outcome: DocumentVerification['outcome'] },
  scan?: DocumentScan,
) {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  const status = verification.outcome;
  return renderApp(null, {
    path: '/account/documents',
    api: {
      [listPath]: { status: 200, body: { data: [card] } },
      ...(scan ? { [`${listPath}/scan`]: { status: 200, body: { data: scan } } } : {}),
      '/api/geo/countries': { status: 200, body: { data: countries } },
      [`${listPath}/${documentId}/verification`]: {
        status: 200,
        body: {
          data: {
            status,
            verification: {
              fields: [],
              image: [],
              reviewReason: null,
              verifiedAt: new Date().toISOString(),
              ...verification,
            },
          },
        },
      },
    },
  });
}

async function fillInformation(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Upload a document' }, slow);
  await user.type(await within(dialog).findByLabelText(/Document number/, {}, slow), 'ya8213457');
  await user.selectOptions(within(dialog).getByLabelText(/Country of issue/), 'IT');
  await user.type(within(dialog).getByRole('textbox', { name: /Issue date/ }), dmy(isoDay(-700)));
  await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), dmy(isoDay(3000)));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  return dialog;
}

describe('documents page and upload wizard', { timeout: 30_000 }, () => {
  it('lists the three documents with their status and fields', async () => {
    await renderDocuments({ outcome: 'APPROVED' });
    const passport = await screen.findByRole('article', { name: 'Passport' }, slow);
    // The approved identity card is enough to travel: no passport is needed next to it.
    expect(within(passport).getByText('Not needed')).toBeTruthy();
    // Said as such on this page about no trip in particular (never "for this trip").
    expect(
      within(passport).getByText('Not needed while your identity card is valid.'),
    ).toBeTruthy();
    expect(screen.queryByText(/this trip/)).toBeNull();
    const licence = screen.getByRole('article', { name: 'Driving licence' });
    expect(
      within(licence).getByText('Our trips do not ask for one: add it if you plan to drive.'),
    ).toBeTruthy();
    const idCard = screen.getByRole('article', { name: 'Identity card' });
    expect(within(idCard).getByText('Approved')).toBeTruthy();
    expect(within(idCard).getByText('CA48215KR')).toBeTruthy();
    expect(within(idCard).getByText('Italy')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Driving licence' })).toBeTruthy();
  });

  it('shows nothing missing to a traveller without a trip ahead, and no licence ever', async () => {
    const bookingsPath = listPath.replace('/documents', '/bookings');
    await renderApp(null, {
      path: '/account/documents',
      api: {
        [listPath]: { status: 200, body: { data: [] } },
        [bookingsPath]: { status: 200, body: { data: [] } },
        '/api/geo/countries': { status: 200, body: { data: countries } },
      },
    });
    await screen.findByRole('article', { name: 'Passport' }, slow);
    expect(screen.queryByText('Missing')).toBeNull();
    expect(screen.getAllByText('Not needed')).toHaveLength(3);
    for (const type of ['Passport', 'Identity card']) {
      expect(
        within(screen.getByRole('article', { name: type })).getByText(
          'You have no trip ahead: nothing to add for now.',
        ),
      ).toBeTruthy();
    }
  });

  it('checks the Information step: mandatory fields, issue date before today, expiry after today', async () => {
    const { user } = await renderDocuments({ outcome: 'APPROVED' });
    await user.click(await screen.findByRole('button', { name: 'Add: Passport' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' }, slow);
    await within(dialog).findByLabelText(/Document number/, {}, slow);
    expect(within(dialog).getByRole('listitem', { current: 'step' }).textContent).toContain(
      'Information',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Correct the marked fields to continue.',
    );
    expect(within(dialog).getAllByText('Mandatory field.')).toHaveLength(3);
    await user.type(within(dialog).getByRole('textbox', { name: /Issue date/ }), dmy(isoDay(2)));
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), dmy(isoDay(-2)));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('The date must be before today.')).toBeTruthy();
    expect(
      within(dialog).getByText('The date must be after today and correctly formatted.'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Issue date/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('uploads a passport from a file with progress and says the verification succeeded', async () => {
    const { user } = await renderDocuments({ outcome: 'APPROVED' });
    await user.click(await screen.findByRole('button', { name: 'Add: Passport' }, slow));
    const dialog = await fillInformation(user);
    expect(await within(dialog).findByRole('heading', { name: 'Step 2 of 3: Image' })).toBeTruthy();
    expect(within(dialog).getByText(/the inner page with your photo, not the cover/)).toBeTruthy();
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([png], 'passport.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByRole('img', { name: 'Photo of the document: Photo page' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload and verify' }));
    expect(await within(dialog).findByRole('progressbar')).toBeTruthy();
    expect(await within(dialog).findByText('Your document is verified', {}, slow)).toBeTruthy();

    const [sent] = FakeUpload.sent;
    expect(sent?.url).toBe(listPath);
    expect(sent?.headers['x-wayfarer-csrf']).toBe('1');
    expect(sent?.body.get('type')).toBe('PASSPORT');
    expect(sent?.body.get('number')).toBe('YA8213457');
    expect(sent?.body.get('issuingCountry')).toBe('IT');
    expect((sent?.body.get('image') as File).type).toBe('image/png');
  });

  it('refuses a file that is not a JPEG or PNG before sending it', async () => {
    const { user } = await renderDocuments({ outcome: 'APPROVED' });
    await user.click(await screen.findByRole('button', { name: 'Add: Passport' }, slow));
    const dialog = await fillInformation(user);
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A PDF named .png: the bytes decide.
    await user.upload(input, new File(['%PDF-1.7'], 'passport.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('The file must be a JPEG or PNG image.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload and verify' }));
    expect(within(dialog).getByText('Add a photo of the page with your picture.')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('says which fields could not be read when the verification rejects a blurred photo', async () => {
    const { user } = await renderDocuments({
      outcome: 'REJECTED',
      image: ['BLURRED'],
      fields: [
        { field: 'firstName', problem: 'NOT_READABLE' },
        { field: 'lastName', problem: 'NOT_READABLE' },
        { field: 'number', problem: 'NOT_READABLE' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add: Passport' }, slow));
    const dialog = await fillInformation(user);
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([png], 'passport.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload and verify' }));
    const alert = await within(dialog).findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('We could not verify your document');
    expect(alert.textContent).toContain('The photo is blurred.');
    expect(alert.textContent).toContain('Not readable: name, surname, and document number.');
    await user.click(within(dialog).getByRole('button', { name: 'Take a new photo' }));
    expect(await within(dialog).findByRole('heading', { name: 'Step 2 of 3: Image' })).toBeTruthy();
  });

  it('shows the server’s refusal of the upload', async () => {
    const { user } = await renderDocuments({ outcome: 'APPROVED' });
    FakeUpload.answer = {
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } },
    };
    await user.click(await screen.findByRole('button', { name: 'Add: Passport' }, slow));
    const dialog = await fillInformation(user);
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([png], 'passport.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload and verify' }));
    expect(await within(dialog).findByText('The file is larger than 5 MB.')).toBeTruthy();
  });

  it('gives the camera messages: permission denied with a reload', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        enumerateDevices: async () => [{ kind: 'videoinput' }],
        getUserMedia: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      },
    });
    const { user, reload } = await renderDocuments({ outcome: 'APPROVED' });
    await user.click(await screen.findByRole('button', { name: 'Add: Passport' }, slow));
    const dialog = await fillInformation(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Take a photo' }));
    expect(
      await within(dialog).findByText(
        'Access to the camera was denied. Accept it in your browser settings, then reload the page.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy(),
    );
  });

  it('starts from a photo: the zone fills the Information step and the photo goes on', async () => {
    const { user, fetchMock } = await renderDocuments(
      { outcome: 'APPROVED' },
      {
        type: 'PASSPORT',
        number: 'YA8213457',
        issuingCountry: 'IT',
        expiryDate: isoDay(3000),
        firstName: 'Giulia',
        lastName: 'Rossi',
        image: [],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Replace: Identity card' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' }, slow);
    const start = await within(dialog).findByRole('region', { name: 'Start from a photo' }, slow);
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([png], 'passport.png', { type: 'image/png' }));
    expect(
      await within(start).findByText(
        'We read the document of Giulia Rossi: check the fields, add the issue date and continue.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/documents/scan'))).toBe(
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'Passport' })).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText(/Document number/)).toHaveProperty('value', 'YA8213457');
    expect(within(dialog).getByRole('textbox', { name: /Expiry date/ })).toHaveProperty(
      'value',
      dmy(isoDay(3000)),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Issue date/ }), dmy(isoDay(-700)));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByRole('img', { name: 'Photo of the document: Photo page' }, slow),
    ).toBeTruthy();
  });
});
