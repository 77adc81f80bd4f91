import {
  EMPTY_CONTACT,
  serverFieldErrors,
  toContactBody,
  validateContact,
  type ContactValues,
} from '../validate-contact';

const valid: ContactValues = {
  ...EMPTY_CONTACT,
  name: 'Eva Muster',
  email: 'eva@firma.example',
  message: 'Bitte rufen Sie mich an.',
  consent: true,
};

test('a complete form has no errors', () => {
  expect(validateContact(valid)).toEqual({});
});

test('name, a valid e-mail, a message and the consent are required', () => {
  expect(validateContact(EMPTY_CONTACT)).toEqual({
    name: 'contact.errors.required',
    email: 'contact.errors.emailRequired',
    message: 'contact.errors.messageRequired',
    consent: 'contact.errors.consent',
  });
  expect(validateContact({ ...valid, email: 'eva@firma' }).email).toBe('contact.errors.email');
  expect(validateContact({ ...valid, email: 'eva firma@x.de' }).email).toBe('contact.errors.email');
});

test('the trial-week request needs no message', () => {
  expect(validateContact({ ...valid, message: '', trial: true })).toEqual({});
});

test('lengths, phone characters and the number of employees are checked', () => {
  expect(validateContact({ ...valid, name: 'x'.repeat(121) }).name).toBe('contact.errors.tooLong');
  expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe('contact.errors.tooLong');
  expect(validateContact({ ...valid, phone: '+49 (30) 123-45/6' }).phone).toBeUndefined();
  expect(validateContact({ ...valid, phone: 'call me' }).phone).toBe('contact.errors.phone');
  expect(validateContact({ ...valid, employees: '0' }).employees).toBe('contact.errors.employees');
  expect(validateContact({ ...valid, employees: '12.5' }).employees).toBe('contact.errors.employees');
  expect(validateContact({ ...valid, employees: '250' }).employees).toBeUndefined();
});

test('the body leaves out empty optional fields and sends numbers as numbers', () => {
  expect(toContactBody({ ...valid, name: ' Eva Muster ', employees: '250', trial: true }, 'en')).toEqual({
    name: 'Eva Muster',
    email: 'eva@firma.example',
    company: undefined,
    phone: undefined,
    employees: 250,
    message: 'Bitte rufen Sie mich an.',
    consent: true,
    trial: true,
    lang: 'en',
  });
});

test('server field errors map to translated texts per field', () => {
  expect(serverFieldErrors({ email: 'Invalid email.', consent: 'Consent is required.', foo: 'x' })).toEqual({
    email: 'contact.errors.email',
    consent: 'contact.errors.consent',
  });
  expect(serverFieldErrors({ phone: 'bad' })).toEqual({ phone: 'contact.errors.invalid' });
});
