// The app's one door to translations in components: they import `useTranslation` and `Trans`
// from here, so the i18n library behind it can change without touching them (issue 7).
export { Trans, useTranslation } from 'react-i18next';
