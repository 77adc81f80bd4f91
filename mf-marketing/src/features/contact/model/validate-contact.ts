// Client-side rules of the contact form, the same as the backend's (docs/api-marketing.md "Contact form"), so
// most mistakes are shown before sending. Errors are translation keys of the `marketing` namespace.

/** What the visitor types; numbers stay strings until sent. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  employees: string;
  message: string;
  trial: boolean;
  consent: boolean;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The body of `POST officefit/v1/contact`. */
export interface ContactRequestBody {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  employees?: number;
  message: string;
  consent: true;
  trial: boolean;
  lang: 'de' | 'en';
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  employees: '',
  message: '',
  trial: false,
  consent: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ()/-]{2,38}$/;

/** Checks the form; an empty object means it can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = 'contact.errors.required';
  else if (name.length > 120) errors.name = 'contact.errors.tooLong';
  if (!email) errors.email = 'contact.errors.emailRequired';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'contact.errors.email';
  if (values.company.trim().length > 160) errors.company = 'contact.errors.tooLong';
  const phone = values.phone.trim();
  if (phone.length > 40) errors.phone = 'contact.errors.tooLong';
  else if (phone && !PHONE.test(phone)) errors.phone = 'contact.errors.phone';
  const employees = values.employees.trim();
  if (employees && !(/^\d+$/.test(employees) && Number(employees) >= 1 && Number(employees) <= 1_000_000)) {
    errors.employees = 'contact.errors.employees';
  }
  const message = values.message.trim();
  if (!message && !values.trial) errors.message = 'contact.errors.messageRequired';
  else if (message.length > 5000) errors.message = 'contact.errors.tooLong';
  if (!values.consent) errors.consent = 'contact.errors.consent';
  return errors;
}

/** The request body for valid values (optional fields left out when empty). */
export function toContactBody(values: ContactValues, lang: 'de' | 'en'): ContactRequestBody {
  const optional = (value: string) => value.trim() || undefined;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: optional(values.company),
    phone: optional(values.phone),
    employees: values.employees.trim() ? Number(values.employees.trim()) : undefined,
    message: values.message.trim(),
    consent: true,
    trial: values.trial,
    lang,
  };
}

const FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'employees',
  'message',
  'consent',
  'trial',
];

/** Maps the backend's `data.params` (field → English message) to translated field errors. */
export function serverFieldErrors(params: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of Object.keys(params)) {
    const field = key.split('.')[0] as ContactField;
    if (!FIELDS.includes(field)) continue;
    errors[field] =
      field === 'email'
        ? 'contact.errors.email'
        : field === 'consent'
          ? 'contact.errors.consent'
          : 'contact.errors.invalid';
  }
  return errors;
}
