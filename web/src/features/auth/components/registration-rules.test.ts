import { zodResolver } from '@hookform/resolvers/zod';
import { ZSupplierRegistration } from '@portcall/contracts/auth';
import { messages } from '@portcall/contracts/messages';
import { describe, expect, it } from 'vitest';
import { supplierCrossFieldErrors, withCrossFieldRules } from './registration-rules';

const valid = {
  companyName: 'Aegean Agency',
  countryId: 1,
  phone: { countryId: 1, number: '2104000000' },
  firstName: 'Eleni',
  lastName: 'Pappa',
  email: 'eleni@aegean.example',
  password: 'Harbour2026',
  confirmPassword: 'Harbour2026',
  termsAccepted: true,
  rfqEmail: 'rfq@aegean.example',
  confirmRfqEmail: 'rfq@aegean.example',
  ordersEmail: 'orders@aegean.example',
  confirmOrdersEmail: 'orders@aegean.example',
  portIds: [5],
  categoryIds: [2],
  isWorldwide: false,
};

describe('registration rules (platform-core §5)', () => {
  it('finds nothing wrong with a complete registration', () => {
    expect(supplierCrossFieldErrors(valid)).toEqual({});
    expect(ZSupplierRegistration.safeParse(valid).success).toBe(true);
  });

  it('states every rule with the catalogue wording', () => {
    const errors = supplierCrossFieldErrors({
      ...valid,
      termsAccepted: false,
      confirmPassword: 'Other2026',
      confirmRfqEmail: 'x@aegean.example',
      confirmOrdersEmail: 'y@aegean.example',
      portIds: [],
      categoryIds: [],
    });
    expect(errors).toEqual({
      termsAccepted: messages.TERMS_NOT_ACCEPTED,
      confirmPassword: messages.PASSWORDS_DO_NOT_MATCH,
      confirmRfqEmail: messages.RFQ_EMAIL_CONFIRMATION_MISMATCH,
      confirmOrdersEmail: messages.ORDERS_EMAIL_CONFIRMATION_MISMATCH,
      portIds: messages.PORT_REQUIRED,
      categoryIds: messages.CATEGORY_REQUIRED,
    });
  });

  it('wants the RFQs and Orders e-mails to differ', () => {
    const errors = supplierCrossFieldErrors({
      ...valid,
      ordersEmail: 'RFQ@aegean.example',
      confirmOrdersEmail: 'rfq@aegean.example',
    });
    expect(errors.ordersEmail).toBe(messages.RFQ_AND_ORDERS_EMAIL_SAME);
  });

  it('agrees with the contract schema on every rule it mirrors', () => {
    const broken = {
      ...valid,
      confirmPassword: 'Other2026',
      portIds: [],
      ordersEmail: 'rfq@aegean.example',
      confirmOrdersEmail: 'rfq@aegean.example',
    };
    const issues = ZSupplierRegistration.safeParse(broken).error?.issues ?? [];
    const fromSchema = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(supplierCrossFieldErrors(broken)).toEqual(fromSchema);
  });

  it('shows cross-field messages while other fields are still missing', async () => {
    const resolver = withCrossFieldRules(zodResolver(ZSupplierRegistration), supplierCrossFieldErrors);
    const result = await resolver(
      { ...valid, companyName: '', confirmRfqEmail: 'other@aegean.example' } as never,
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors.companyName?.message).toBe(messages.REQUIRED_FIELD);
    expect(result.errors.confirmRfqEmail?.message).toBe(messages.RFQ_EMAIL_CONFIRMATION_MISMATCH);
  });
});
