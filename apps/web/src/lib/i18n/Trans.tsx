import type { TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import type { ComponentProps } from 'react';
import { i18n, useLingui } from './index';

/**
 * What `<Trans>` from `@lingui/react/macro` becomes (lingui.config.ts): a text with elements
 * inside it (`Lee la <0>política de privacidad</0>`), rendered by Lingui's own context-free
 * component through our runtime, and again on a change of language. For screens' chunks: in the
 * modules of '/', plain `t` keeps the first download small.
 */
export function Trans(props: TransProps) {
  useLingui();
  const all = { ...props, lingui: { i18n } } as unknown as ComponentProps<typeof TransNoContext>;
  return <TransNoContext {...all} />;
}
