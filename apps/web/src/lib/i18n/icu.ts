import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type CompiledMessage, i18n } from './index';

/**
 * The ICU compiler for Castellano source texts, the one `lingui compile` uses: with it, a text
 * inline in the code with a plural or a select renders in Castellano with no catalogue, exactly
 * as its compiled `es` catalogue would (i18n.test.ts). A chunk of its own (≈ 7 kB gzip), loaded
 * with every screen but '/' (app/router.tsx), whose texts need none.
 */
i18n.setCompiler((message) => compileMessage(message) as CompiledMessage);
