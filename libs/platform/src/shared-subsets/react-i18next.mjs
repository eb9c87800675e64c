// The part of react-i18next the frontends use, shared as 'react-i18next' (see
// webpack/shared.js, SHARED_SUBSETS): without Trans and its HTML parser, withTranslation,
// SSR helpers. 'byp-react-i18next-package' is the package's own ES build (an alias).
export { I18nextProvider, initReactI18next, useTranslation } from 'byp-react-i18next-package';
