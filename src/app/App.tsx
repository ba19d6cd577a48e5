import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { appStore, createAuthProvider } from '../authProvider';
import { dataProvider, http, localizeRefusals } from '../dataProvider/instance';
import { DEFAULT_LOCALE, i18nProvider, textIn } from './i18n';
import { refusalText } from '../i18n/refusals';
import { RESOURCE_UIS } from './resources';
import { SignedOut } from './auth/SignedOut';
import { NotFound } from './errors/NotFound';
import { Layout } from './layout/Layout';
import { APP_ROUTES } from './routes';
import { routeElement } from '../kit/route';
import { themeFor } from './theme';
import { Suspense, useMemo, useSyncExternalStore } from 'react';
import { CERTIFICATE_PAGE } from '../domain/tls';
import { lazyPage } from '../kit/lazyPage';

// Open without signing in: a tablet installs the server's certificate before anything else.
const CertificatePage = lazyPage(() => import('./certificate/CertificatePage'), 'CertificatePage');

const authProvider = createAuthProvider(http);

// Refusals are the specification's Spanish; in another language the catalog names their reason.
localizeRefusals((refusal) => refusalText(i18nProvider.getLocale(), i18nProvider.translate, refusal));

/** The spec's `…/edit/{id}` URLs lead to react-admin's `…/{id}`. */
function EditAlias() {
  const { id } = useParams();
  return <Navigate to={`../../${id}`} replace relative="path" />;
}

/** The language chosen on this device, followed outside react-admin's context (for the theme). */
function useLocale(): string {
  return useSyncExternalStore(
    (changed) => appStore.subscribe('locale', changed),
    () => appStore.getItem<string>('locale', DEFAULT_LOCALE) ?? DEFAULT_LOCALE,
  );
}

/** The back office, for a signed-in person (src/app/Boot.tsx draws the sign-in before it). */
export function App({ onSignedOut }: { onSignedOut: () => void }) {
  const locale = useLocale();
  const theme = useMemo(() => themeFor(textIn(locale, 'app.generic.loading')), [locale]);
  return (
    <Admin
      title={textIn(locale, 'app.title')}
      dataProvider={dataProvider}
      authProvider={authProvider}
      store={appStore}
      i18nProvider={i18nProvider}
      layout={Layout}
      dashboard={() => <Navigate to="/dashboard" replace />}
      loginPage={false}
      catchAll={NotFound}
      theme={theme}
      disableTelemetry
    >
      {RESOURCE_UIS.map(
        ({ def, name = def.name, label = def.labelPlural, icon, list, header, create, edit, pages = [] }) => (
          <Resource
            key={name}
            name={name}
            icon={icon}
            list={
              header && list ? (
                <>
                  {header}
                  {list}
                </>
              ) : (
                list
              )
            }
            create={create}
            edit={edit}
            recordRepresentation={def.recordRepresentation}
            options={{ label }}
          >
            {/* The spec's list and edit URLs, kept working as aliases. */}
            <Route path="list" element={<Navigate to=".." replace relative="path" />} />
            {/* A list without a form of its own (the order lists, access control's shifts): its
              create and edit URLs open the list, instead of the list drawn under a wrong URL. */}
            <Route
              path="edit/:id"
              element={edit ? <EditAlias /> : <Navigate to="../.." replace relative="path" />}
            />
            {!create && <Route path="create" element={<Navigate to=".." replace relative="path" />} />}
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={routeElement(page)} />
            ))}
          </Resource>
        ),
      )}
      <CustomRoutes noLayout>
        <Route path="/auth/login" element={<SignedOut onSignedOut={onSignedOut} />} />
        <Route path="/auth/register" element={<SignedOut onSignedOut={onSignedOut} />} />
        <Route
          path={CERTIFICATE_PAGE}
          element={
            <Suspense fallback={<Loading />}>
              <CertificatePage />
            </Suspense>
          }
        />
        {APP_ROUTES.filter((route) => route.noLayout).map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {APP_ROUTES.filter((route) => !route.noLayout).map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
