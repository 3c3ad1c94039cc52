import { provinceOfPostalCode, VAT_EXEMPTION_REASONS, zBillingDetailsInput } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { QueryState } from '@/components/QueryState';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { billingKeys, getMyBillingDetails, saveMyBillingDetails } from '../api';

interface Values {
  taxId: string;
  legalName: string;
  address: string;
  postalCode: string;
  municipality: string;
  isBusiness: boolean;
  /** '2100', '1000', '400' or 'exento'. */
  vat: string;
  vatExemptionReason: string;
  irpf: string;
}
const EMPTY: Values = {
  taxId: '',
  legalName: '',
  address: '',
  postalCode: '',
  municipality: '',
  isBusiness: false,
  vat: '2100',
  vatExemptionReason: '',
  irpf: '0',
};

/**
 * 'Datos de facturación' in /profile: what the invoices carry. Owners say whether they are a
 * company or self-employed (then IRPF is withheld); professionals choose their IVA and IRPF.
 */
export function BillingDetailsForm({ professional }: { professional: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const details = useQuery({ queryKey: billingKeys.mine, queryFn: getMyBillingDetails });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const d = details.data;
    if (!d) return;
    setValues({
      taxId: d.taxId,
      legalName: d.legalName,
      address: d.address,
      postalCode: d.postalCode,
      municipality: d.municipality,
      isBusiness: d.isBusiness,
      vat: d.vatRateBps === null ? 'exento' : String(d.vatRateBps),
      vatExemptionReason: d.vatExemptionReason ?? '',
      irpf: String(d.irpfRateBps),
    });
  }, [details.data]);

  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      taxId: values.taxId,
      legalName: values.legalName,
      address: values.address,
      postalCode: values.postalCode,
      municipality: values.municipality,
      isBusiness: professional ? false : values.isBusiness,
      vatRateBps: values.vat === 'exento' ? null : Number(values.vat),
      vatExemptionReason: values.vat === 'exento' && values.vatExemptionReason ? values.vatExemptionReason : null,
      irpfRateBps: Number(values.irpf),
    };
    // Checked here first (the same rules as the server): a wrong NIF is told before sending.
    const parsed = zBillingDetailsInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveMyBillingDetails(input as Parameters<typeof saveMyBillingDetails>[0]);
      queryClient.setQueryData(billingKeys.mine, saved);
      toast({ title: t`Datos de facturación guardados` });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const postalProvince = provinceOfPostalCode(values.postalCode);
  // A failure to load is not "no details yet": the empty form would overwrite them.
  return (
    <QueryState query={details} errorTitle={t`No se han podido cargar tus datos de facturación`}>
      {(stored) => (
        <form onSubmit={onSubmit} noValidate aria-label={t`Datos de facturación`} className="grid gap-4 sm:grid-cols-2">
          {!stored && professional ? (
            <Alert variant="info" className="sm:col-span-2">
              {t`Completa tus datos de facturación para emitir facturas.`}
            </Alert>
          ) : null}
          <Field label={t`NIF, NIE o CIF`} error={errors.taxId}>
            {(p) => <Input {...p} value={values.taxId} onChange={set('taxId')} autoComplete="off" />}
          </Field>
          <Field label={t`Nombre o razón social`} error={errors.legalName}>
            {(p) => <Input {...p} value={values.legalName} onChange={set('legalName')} autoComplete="name" />}
          </Field>
          <Field label={t`Dirección fiscal`} error={errors.address} className="sm:col-span-2">
            {(p) => <Input {...p} value={values.address} onChange={set('address')} autoComplete="street-address" />}
          </Field>
          <Field
            label={t`Código postal`}
            error={errors.postalCode}
            hint={postalProvince ? t`Provincia: ${postalProvince}` : undefined}
          >
            {(p) => (
              <Input
                {...p}
                value={values.postalCode}
                onChange={set('postalCode')}
                inputMode="numeric"
                autoComplete="postal-code"
              />
            )}
          </Field>
          {/* 'Localidad', not 'Municipio': /profile's personal data has the 'Municipio' and 'Provincia'
              fields; the fiscal province is the postal code's. */}
          <Field label={t`Localidad`} error={errors.municipality}>
            {(p) => (
              <Input {...p} value={values.municipality} onChange={set('municipality')} autoComplete="address-level2" />
            )}
          </Field>
          {professional ? (
            <>
              <Field label={t`IVA que aplicas`} error={errors.vatRateBps}>
                {(p) => (
                  <Select {...p} value={values.vat} onChange={set('vat')}>
                    <option value="2100">21 %</option>
                    <option value="1000">10 %</option>
                    <option value="400">4 %</option>
                    <option value="exento">{t`Exento de IVA`}</option>
                  </Select>
                )}
              </Field>
              {values.vat === 'exento' ? (
                <Field label={t`Motivo de la exención`} error={errors.vatExemptionReason} className="sm:col-span-2">
                  {(p) => (
                    <Select {...p} value={values.vatExemptionReason} onChange={set('vatExemptionReason')}>
                      <option value="">{t`Elige el motivo`}</option>
                      {VAT_EXEMPTION_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {i18n._(r)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              ) : null}
              <Field
                label={t`Retención de IRPF`}
                error={errors.irpfRateBps}
                hint={t`Solo se aplica cuando el propietario es una empresa o un autónomo.`}
              >
                {(p) => (
                  <Select {...p} value={values.irpf} onChange={set('irpf')}>
                    <option value="0">{t`Sin retención`}</option>
                    <option value="700">7 %</option>
                    <option value="1500">15 %</option>
                  </Select>
                )}
              </Field>
            </>
          ) : (
            // biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label
            <label className="flex items-center gap-2 sm:col-span-2">
              <Checkbox
                checked={values.isBusiness}
                onChange={(e) => setValues((v) => ({ ...v, isBusiness: e.target.checked }))}
              />
              {t`Soy empresa o autónomo (los profesionales te aplicarán la retención de IRPF)`}
            </label>
          )}
          {formError ? (
            <Alert variant="error" className="sm:col-span-2">
              {formError}
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" loading={saving}>
              {t`Guardar datos de facturación`}
            </Button>
          </div>
        </form>
      )}
    </QueryState>
  );
}
