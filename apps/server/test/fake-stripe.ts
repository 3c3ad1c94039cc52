import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API on this machine (CI reaches no network): the endpoints and objects
 * the Stripe adapter uses, answering as Stripe does to the official SDK: form-encoded bodies with
 * bracket keys, Bearer keys, Idempotency-Key replays and conflicts, `expand[]`, Stripe's error
 * envelope, and Stripe's test payment methods on confirm. Every object it answers with is built
 * with `satisfies Stripe.…`, so the SDK's types (generated from Stripe's OpenAPI description)
 * check its shapes at compile time.
 */
export interface FakeStripe {
  port: number;
  /** For the adapter's `api` option. */
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  close(): Promise<void>;
  /** What the browser's element does: confirms with a test payment method (`pm_card_visa`, …). */
  confirm(piId: string, paymentMethod: string): Stripe.PaymentIntent;
  /** The cardholder answers the bank's 3-D Secure challenge. */
  authenticate(piId: string, approved: boolean): Stripe.PaymentIntent;
  /** The professional finishes Express onboarding: transfers become active. */
  completeOnboarding(accountId: string): Stripe.Account;
  /** Stripe asks the professional for more (a document), after onboarding. */
  requireInformation(accountId: string, fields: string[]): Stripe.Account;
  paymentIntent(piId: string): Stripe.PaymentIntent;
  /** The PaymentIntent's latest charge. */
  charge(piId: string): Stripe.Charge | null;
  account(accountId: string): Stripe.Account;
  /** An event and its `Stripe-Signature` header, signed as Stripe signs (`timestamp` in seconds). */
  signedEvent<T extends { id: string }>(
    type: string,
    object: T,
    options?: { id?: string; timestamp?: number },
  ): { body: string; header: string };
  /** The next `count` API requests answer 500, as an outage would. */
  failNext(count: number): void;
  /** How many objects were created, for asserting that a replay created nothing. */
  counts: { paymentIntents: number; transfers: number; refunds: number; reversals: number; accounts: number };
}

/** Stripe's test payment methods (docs.stripe.com/testing) and what confirming with each does. */
const TEST_METHODS: Record<
  string,
  { last4: string; decline?: { code: string; decline_code?: string }; threeDS?: true }
> = {
  pm_card_visa: { last4: '4242' },
  pm_card_mastercard: { last4: '4444' },
  pm_card_visa_chargeDeclined: { last4: '0002', decline: { code: 'card_declined', decline_code: 'generic_decline' } },
  pm_card_chargeDeclined: { last4: '0002', decline: { code: 'card_declined', decline_code: 'generic_decline' } },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds' },
  },
  pm_card_chargeDeclinedExpiredCard: { last4: '0069', decline: { code: 'expired_card' } },
  pm_card_chargeDeclinedIncorrectCvc: { last4: '0127', decline: { code: 'incorrect_cvc' } },
  pm_card_authenticationRequired: { last4: '3184', threeDS: true },
};

/** Stripe's error envelope, with the HTTP status it comes with. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${id}'`,
  });

type Form = { [key: string]: string | Form | Array<string | Form> };

/** `a[b][0]=x&a[c]=y` → { a: { b: ['x'], c: 'y' } }, as Stripe reads what the SDK sends. */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const rawKey = decodeURIComponent((at === -1 ? pair : pair.slice(0, at)).replace(/\+/g, ' '));
    const value = decodeURIComponent((at === -1 ? '' : pair.slice(at + 1)).replace(/\+/g, ' '));
    const path = rawKey.match(/^[^[]+|\[[^\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [rawKey];
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Form;
}

/** Objects whose keys are 0…n-1 are arrays (`expand[0]=…`). */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysOf(v)] as const);
  const isArray = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

const str = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};
const int = (form: Form, key: string, required = false): number | undefined => {
  const value = str(form, key);
  if (value === undefined) {
    if (required) throw invalid(`Missing required param: ${key}.`, { param: key });
    return undefined;
  }
  if (!/^\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, { param: key });
  return Number(value);
};
const metadataOf = (form: Form): Record<string, string> => {
  const value = form.metadata;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
};
const expandsOf = (form: Form): string[] => {
  const value = form.expand;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

interface PiState {
  id: string;
  amount: number;
  description: string | null;
  metadata: Record<string, string>;
  transferGroup: string | null;
  clientSecret: string;
  created: number;
  status: Stripe.PaymentIntent.Status;
  paymentMethod: string | null;
  latestCharge: string | null;
  lastPaymentError: Stripe.PaymentIntent.LastPaymentError | null;
  canceledAt: number | null;
}

interface ChargeState {
  id: string;
  amount: number;
  amountRefunded: number;
  paymentIntent: string;
  paymentMethod: string;
  last4: string;
  status: 'succeeded' | 'failed';
  failure: { code: string; decline_code?: string } | null;
  created: number;
  description: string | null;
  transferGroup: string | null;
  refunds: string[];
  /** Sent on by transfers tied to this charge (`source_transaction`). */
  transferred: number;
}

interface AccountState {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  onboarded: boolean;
  due: string[];
  transfersRequested: boolean;
}

interface Stored {
  route: string;
  body: string;
  status: number;
  response: unknown;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const paymentIntents = new Map<string, PiState>();
  const charges = new Map<string, ChargeState>();
  const transfers = new Map<string, Stripe.Transfer>();
  const reversals = new Map<string, Stripe.TransferReversal[]>();
  const refunds = new Map<string, Stripe.Refund>();
  const accounts = new Map<string, AccountState>();
  const idempotent = new Map<string, Stored>();
  const counts = { paymentIntents: 0, transfers: 0, refunds: 0, reversals: 0, accounts: 0 };
  let failures = 0;
  let port = 0;

  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

  const piOf = (id: string) => {
    const pi = paymentIntents.get(id);
    if (!pi) throw missing('payment_intent', id);
    return pi;
  };
  const accountOf = (id: string) => {
    const account = accounts.get(id);
    if (!account) throw missing('account', id);
    return account;
  };

  const chargeObject = (c: ChargeState): Stripe.Charge =>
    ({
      id: c.id,
      object: 'charge',
      amount: c.amount,
      amount_captured: c.status === 'succeeded' ? c.amount : 0,
      amount_refunded: c.amountRefunded,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: c.status === 'succeeded' ? `txn_${c.id.slice(3)}` : null,
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      calculated_statement_descriptor: 'FAENA',
      captured: c.status === 'succeeded',
      created: c.created,
      currency: 'eur',
      customer: null,
      description: c.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: c.failure?.code ?? null,
      failure_message: c.failure ? 'Your card was declined.' : null,
      fraud_details: {},
      livemode: false,
      metadata: {},
      on_behalf_of: null,
      outcome: {
        advice_code: null,
        network_advice_code: null,
        network_decline_code: null,
        network_status: c.failure ? 'declined_by_network' : 'approved_by_network',
        reason: c.failure?.decline_code ?? null,
        risk_level: 'normal',
        seller_message: c.failure
          ? 'The bank did not return any further details with this decline.'
          : 'Payment complete.',
        type: c.failure ? 'issuer_declined' : 'authorized',
      },
      paid: c.status === 'succeeded',
      payment_intent: c.paymentIntent,
      payment_method: c.paymentMethod,
      payment_method_details: {
        type: 'card',
        card: {
          amount_authorized: c.status === 'succeeded' ? c.amount : null,
          authorization_code: null,
          brand: 'visa',
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
          country: 'US',
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
          funding: 'credit',
          installments: null,
          last4: c.last4,
          mandate: null,
          network: 'visa',
          network_transaction_id: null,
          regulated_status: 'unregulated',
          three_d_secure: null,
          wallet: null,
        },
      },
      receipt_email: null,
      receipt_number: null,
      receipt_url: null,
      refunded: c.amountRefunded === c.amount,
      refunds: {
        object: 'list',
        data: c.refunds.map((id) => refunds.get(id)!),
        has_more: false,
        url: `/v1/charges/${c.id}/refunds`,
      },
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: c.status,
      transfer_data: null,
      transfer_group: c.transferGroup,
    }) satisfies Stripe.Charge;

  const piObject = (pi: PiState, expand: string[] = []): Stripe.PaymentIntent => {
    const latest = pi.latestCharge ? charges.get(pi.latestCharge)! : null;
    return {
      id: pi.id,
      object: 'payment_intent',
      amount: pi.amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: pi.status === 'succeeded' ? pi.amount : 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: pi.canceledAt,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: pi.clientSecret,
      confirmation_method: 'automatic',
      created: pi.created,
      currency: 'eur',
      customer: null,
      customer_account: null,
      description: pi.description,
      excluded_payment_method_types: null,
      last_payment_error: pi.lastPaymentError,
      latest_charge: latest && expand.includes('latest_charge') ? chargeObject(latest) : (latest?.id ?? null),
      livemode: false,
      metadata: pi.metadata,
      next_action:
        pi.status === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
      on_behalf_of: null,
      payment_method: pi.paymentMethod,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: pi.status,
      transfer_data: null,
      transfer_group: pi.transferGroup,
    } satisfies Stripe.PaymentIntent;
  };

  const accountObject = (a: AccountState): Stripe.Account =>
    ({
      id: a.id,
      object: 'account',
      business_profile: null,
      business_type: null,
      capabilities: a.transfersRequested ? { transfers: a.onboarded ? 'active' : 'inactive' } : {},
      charges_enabled: a.onboarded,
      controller: {
        is_controller: true,
        type: 'application',
        fees: { payer: 'application_express' },
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
        stripe_dashboard: { type: 'express' },
      },
      country: 'ES',
      created: a.created,
      default_currency: 'eur',
      details_submitted: a.onboarded,
      email: a.email,
      metadata: a.metadata,
      payouts_enabled: a.onboarded && a.due.length === 0,
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: a.due,
        disabled_reason: a.due.length > 0 ? 'requirements.past_due' : null,
        errors: [],
        eventually_due: a.due,
        past_due: a.due,
        pending_verification: [],
      },
      type: 'express',
    }) satisfies Stripe.Account;

  const declineError = (
    decline: { code: string; decline_code?: string },
    chargeId: string | null,
  ): Stripe.PaymentIntent.LastPaymentError => ({
    type: 'card_error',
    code: decline.code as Stripe.PaymentIntent.LastPaymentError.Code,
    ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
    ...(chargeId ? { charge: chargeId } : {}),
    message: decline.code === 'expired_card' ? 'Your card has expired.' : 'Your card was declined.',
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    payment_method_type: 'card',
  });

  const newCharge = (pi: PiState, method: string, last4: string, failure: ChargeState['failure']) => {
    const charge: ChargeState = {
      id: newId('ch'),
      amount: pi.amount,
      amountRefunded: 0,
      paymentIntent: pi.id,
      paymentMethod: method,
      last4,
      status: failure ? 'failed' : 'succeeded',
      failure,
      created: now(),
      description: pi.description,
      transferGroup: pi.transferGroup,
      refunds: [],
      transferred: 0,
    };
    charges.set(charge.id, charge);
    pi.latestCharge = charge.id;
    return charge;
  };

  /** Confirms as Stripe does; a refusal returns the error to answer with (402), the state already updated. */
  const confirmPi = (pi: PiState, method: string): ApiError | null => {
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const test = TEST_METHODS[method];
    if (!test)
      throw invalid(`No such PaymentMethod: '${method}'`, { code: 'resource_missing', param: 'payment_method' });
    pi.paymentMethod = method;
    pi.lastPaymentError = null;
    if (test.threeDS) {
      pi.status = 'requires_action';
      return null;
    }
    if (test.decline) {
      const charge = newCharge(pi, method, test.last4, test.decline);
      pi.status = 'requires_payment_method';
      pi.paymentMethod = null;
      pi.lastPaymentError = declineError(test.decline, charge.id);
      return new ApiError(402, { ...pi.lastPaymentError, payment_intent: piObject(pi) });
    }
    newCharge(pi, method, test.last4, null);
    pi.status = 'succeeded';
    return null;
  };

  const authenticatePi = (pi: PiState, approved: boolean) => {
    if (pi.status !== 'requires_action') throw new Error(`${pi.id} no espera autenticación (${pi.status})`);
    if (approved) {
      newCharge(pi, pi.paymentMethod!, TEST_METHODS[pi.paymentMethod!]!.last4, null);
      pi.status = 'succeeded';
      return;
    }
    pi.status = 'requires_payment_method';
    pi.paymentMethod = null;
    pi.lastPaymentError = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
      payment_method_type: 'card',
    };
  };

  const transferObject = (t: Stripe.Transfer): Stripe.Transfer => {
    const list = reversals.get(t.id) ?? [];
    const reversed = list.reduce((sum, r) => sum + r.amount, 0);
    return {
      ...t,
      amount_reversed: reversed,
      reversed: reversed === t.amount,
      reversals: { object: 'list', data: list, has_more: false, url: `/v1/transfers/${t.id}/reversals` },
    } satisfies Stripe.Transfer;
  };

  const refundableCharge = (form: Form): ChargeState => {
    const piId = str(form, 'payment_intent');
    const chargeId = str(form, 'charge') ?? (piId ? piOf(piId).latestCharge : undefined);
    if (!chargeId) {
      throw invalid(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    }
    const charge = charges.get(chargeId);
    if (!charge) throw missing('charge', chargeId);
    if (charge.status !== 'succeeded') {
      throw invalid(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    }
    return charge;
  };

  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

  /** One API call: what it answers, or an ApiError. */
  const handle = (method: string, path: string, form: Form): unknown => {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1')
      throw new ApiError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
    const [, resource, id, sub, subId] = parts;
    const route = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}${subId ? '/:sub' : ''}`;
    switch (route) {
      case 'POST payment_intents': {
        const amount = int(form, 'amount', true)!;
        if (amount < 50) {
          throw invalid('Amount must be at least €0.50 eur', { code: 'amount_too_small', param: 'amount' });
        }
        if (str(form, 'currency') !== 'eur') {
          throw invalid('This fake only knows eur.', { code: 'parameter_invalid_string', param: 'currency' });
        }
        const pi: PiState = {
          id: newId('pi'),
          amount,
          description: str(form, 'description') ?? null,
          metadata: metadataOf(form),
          transferGroup: str(form, 'transfer_group') ?? null,
          clientSecret: '',
          created: now(),
          status: 'requires_payment_method',
          paymentMethod: null,
          latestCharge: null,
          lastPaymentError: null,
          canceledAt: null,
        };
        pi.clientSecret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`;
        paymentIntents.set(pi.id, pi);
        counts.paymentIntents++;
        const method = str(form, 'payment_method');
        if (method && str(form, 'confirm') === 'true') {
          const refused = confirmPi(pi, method);
          if (refused) throw refused;
        }
        return piObject(pi, expandsOf(form));
      }
      case 'GET payment_intents/:id':
        return piObject(piOf(id!), expandsOf(form));
      case 'POST payment_intents/:id/confirm': {
        const pi = piOf(id!);
        const refused = confirmPi(pi, str(form, 'payment_method') ?? pi.paymentMethod ?? '');
        if (refused) throw refused;
        return piObject(pi, expandsOf(form));
      }
      case 'POST payment_intents/:id/cancel': {
        const pi = piOf(id!);
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`, {
            code: 'payment_intent_unexpected_state',
          });
        }
        pi.status = 'canceled';
        pi.canceledAt = now();
        return piObject(pi, expandsOf(form));
      }
      case 'GET charges/:id': {
        const charge = charges.get(id!);
        if (!charge) throw missing('charge', id!);
        return chargeObject(charge);
      }
      case 'POST refunds': {
        const charge = refundableCharge(form);
        const remaining = charge.amount - charge.amountRefunded;
        if (remaining === 0) {
          throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
        }
        const amount = int(form, 'amount') ?? remaining;
        if (amount > remaining) {
          throw invalid(
            `Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(remaining)})`,
            { param: 'amount' },
          );
        }
        const refund = {
          id: newId('re'),
          object: 'refund',
          amount,
          balance_transaction: newId('txn'),
          charge: charge.id,
          created: now(),
          currency: 'eur',
          destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
          metadata: metadataOf(form),
          payment_intent: charge.paymentIntent,
          reason: null,
          receipt_number: null,
          source_transfer_reversal: null,
          status: 'succeeded',
          transfer_reversal: null,
        } satisfies Stripe.Refund;
        charge.amountRefunded += amount;
        charge.refunds.push(refund.id);
        refunds.set(refund.id, refund);
        counts.refunds++;
        return refund;
      }
      case 'GET refunds/:id': {
        const refund = refunds.get(id!);
        if (!refund) throw missing('refund', id!);
        return refund;
      }
      case 'POST transfers': {
        const amount = int(form, 'amount', true)!;
        const destinationId = str(form, 'destination');
        if (!destinationId) throw invalid('Missing required param: destination.', { param: 'destination' });
        const destination = accounts.get(destinationId);
        if (!destination) {
          throw invalid(`No such destination: '${destinationId}'`, { code: 'resource_missing', param: 'destination' });
        }
        if (!(destination.onboarded && destination.transfersRequested)) {
          throw invalid(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
          );
        }
        const sourceId = str(form, 'source_transaction');
        const source = sourceId ? charges.get(sourceId) : undefined;
        if (sourceId && source?.status !== 'succeeded') {
          throw invalid(`No such charge: '${sourceId}'`, { code: 'resource_missing', param: 'source_transaction' });
        }
        if (source && amount > source.amount - source.amountRefunded - source.transferred) {
          throw invalid(
            `The amount ${amount} is greater than what remains available on the source transaction ${source.id}.`,
            { param: 'amount' },
          );
        }
        if (source) source.transferred += amount;
        const transfer = {
          id: newId('tr'),
          object: 'transfer',
          amount,
          amount_reversed: 0,
          balance_transaction: newId('txn'),
          created: now(),
          currency: 'eur',
          description: str(form, 'description') ?? null,
          destination: destinationId,
          destination_payment: newId('py'),
          livemode: false,
          metadata: metadataOf(form),
          reversals: { object: 'list', data: [], has_more: false, url: '' },
          reversed: false,
          source_transaction: sourceId ?? null,
          source_type: 'card',
          transfer_group: str(form, 'transfer_group') ?? null,
        } satisfies Stripe.Transfer;
        transfers.set(transfer.id, transfer);
        counts.transfers++;
        return transferObject(transfer);
      }
      case 'GET transfers/:id': {
        const transfer = transfers.get(id!);
        if (!transfer) throw missing('transfer', id!);
        return transferObject(transfer);
      }
      case 'POST transfers/:id/reversals': {
        const transfer = transfers.get(id!);
        if (!transfer) throw missing('transfer', id!);
        const current = transferObject(transfer);
        const remaining = current.amount - current.amount_reversed;
        const amount = int(form, 'amount') ?? remaining;
        if (amount > remaining) {
          throw invalid(
            `Reversal amount (${euros(amount)}) is greater than the transfer's remaining ${euros(remaining)}`,
            {
              param: 'amount',
            },
          );
        }
        const reversal = {
          id: newId('trr'),
          object: 'transfer_reversal',
          amount,
          balance_transaction: newId('txn'),
          created: now(),
          currency: 'eur',
          destination_payment_refund: newId('pyr'),
          metadata: metadataOf(form),
          source_refund: null,
          transfer: transfer.id,
        } satisfies Stripe.TransferReversal;
        reversals.set(transfer.id, [...(reversals.get(transfer.id) ?? []), reversal]);
        counts.reversals++;
        return reversal;
      }
      case 'POST accounts': {
        if (str(form, 'type') !== 'express') {
          throw invalid('This fake only makes Express accounts.', { param: 'type' });
        }
        const capabilities = form.capabilities as Form | undefined;
        const transfersCap = capabilities?.transfers as Form | undefined;
        const account: AccountState = {
          id: newId('acct'),
          email: str(form, 'email') ?? null,
          metadata: metadataOf(form),
          created: now(),
          onboarded: false,
          due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
          transfersRequested: transfersCap?.requested === 'true',
        };
        accounts.set(account.id, account);
        counts.accounts++;
        return accountObject(account);
      }
      case 'GET accounts/:id':
        return accountObject(accountOf(id!));
      case 'POST account_links': {
        const account = accountOf(str(form, 'account') ?? '');
        for (const key of ['refresh_url', 'return_url', 'type']) {
          if (!str(form, key)) throw invalid(`Missing required param: ${key}.`, { param: key });
        }
        return {
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `http://127.0.0.1:${port}/setup/e/${account.id}/${randomBytes(8).toString('hex')}`,
        } satisfies Stripe.AccountLink;
      }
      default:
        throw new ApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  };

  const respond = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(7).toString('hex')}`,
      ...headers,
    });
    res.end(JSON.stringify(body, null, 2));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const text = method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString();
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        respond(res, 401, {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${String(req.headers.authorization ?? '').slice(7, 15)}****`,
          },
        });
        return;
      }
      if (failures > 0) {
        failures--;
        respond(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        return;
      }
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const route = `${method} ${url.pathname}`;
      if (typeof key === 'string') {
        const stored = idempotent.get(key);
        if (stored && (stored.route !== route || stored.body !== text)) {
          respond(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        if (stored) {
          respond(res, stored.status, stored.response, { 'idempotent-replayed': 'true', 'idempotency-key': key });
          return;
        }
      }
      let status = 200;
      let response: unknown;
      try {
        response = handle(method, url.pathname, parseForm(text));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = error.status;
        response = { error: error.body };
      }
      // Stripe saves the result once the request ran (a refusal too), not a request it rejected before.
      if (typeof key === 'string' && (status === 200 || status === 402)) {
        idempotent.set(key, { route, body: text, status, response });
      }
      respond(res, status, response, typeof key === 'string' ? { 'idempotency-key': key } : {});
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  const signer = new Stripe(secretKey);
  return {
    port,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    publishableKey: `pk_test_fake_${randomBytes(8).toString('hex')}`,
    webhookSecret,
    counts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    confirm(piId, paymentMethod) {
      const pi = piOf(piId);
      confirmPi(pi, paymentMethod);
      return piObject(pi);
    },
    authenticate(piId, approved) {
      const pi = piOf(piId);
      authenticatePi(pi, approved);
      return piObject(pi);
    },
    completeOnboarding(accountId) {
      const account = accountOf(accountId);
      account.onboarded = true;
      account.due = [];
      return accountObject(account);
    },
    requireInformation(accountId, fields) {
      const account = accountOf(accountId);
      account.onboarded = true;
      account.due = fields;
      return accountObject(account);
    },
    paymentIntent: (piId) => piObject(piOf(piId)),
    charge(piId) {
      const latest = piOf(piId).latestCharge;
      return latest ? chargeObject(charges.get(latest)!) : null;
    },
    account: (accountId) => accountObject(accountOf(accountId)),
    signedEvent(type, object, options = {}) {
      const event = {
        id: options.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      } satisfies Omit<Stripe.Event, 'type' | 'data'> & { type: string; data: { object: { id: string } } };
      const body = JSON.stringify(event, null, 2);
      const header = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: webhookSecret,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return { body, header };
    },
    failNext(count) {
      failures = count;
    },
  };
}
