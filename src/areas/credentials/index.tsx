/**
 * Credentials (carnets), by feature, named as the server's: registry (the list, creation and edit,
 * the validation before a top-up or a deduction), topups (top-ups and deductions), reports (the
 * top-up report), transfers (the top-ups families report; its server side is the family module's),
 * online (the families' payments at Mercado Pago; its server side is the payments module's), cards
 * (printed cards), receipts and cashClose (the front desk's cash close). The pages load when shown.
 */
import BadgeIcon from '@mui/icons-material/Badge';
import { credentialsResource } from '../../domain/resources';
import type { ResourceScreens } from '../../kit/generic/resourceUI';
import type { AppRoute } from '../../kit/route';
import { lazyPage } from '../../kit/lazyPage';
import { domainKeys } from '../../i18n/domain-messages';
import { RECEIPT_KEYS } from '../../domain/receiptAccess';

const CredentialCreate = lazyPage(() => import('./registry/CredentialCreate'), 'CredentialCreate');
const CredentialEdit = lazyPage(() => import('./registry/CredentialEdit'), 'CredentialEdit');
const CredentialList = lazyPage(() => import('./registry/CredentialList'), 'CredentialList');
const CredentialNoActionsList = lazyPage(
  () => import('./registry/CredentialList'),
  'CredentialNoActionsList',
);
const CredentialMoneyPage = lazyPage(() => import('./topups/CredentialMoneyPage'), 'CredentialMoneyPage');
const TopupReportPage = lazyPage(() => import('./reports/TopupReportPage'), 'TopupReportPage');
const TransferReportsPage = lazyPage(() => import('./transfers'), 'TransferReportsPage');
const OnlinePaymentsPage = lazyPage(() => import('./online'), 'OnlinePaymentsPage');
const ValidateCredentialPage = lazyPage(
  () => import('./registry/ValidateCredentialPage'),
  'ValidateCredentialPage',
);
const CardPrintPage = lazyPage(() => import('./cards/CardPrintPage'), 'CardPrintPage');
const ReceiptPage = lazyPage(() => import('./receipts/ReceiptPage'), 'ReceiptPage');
const CashClosePage = lazyPage(() => import('./cashClose/CashClosePage'), 'CashClosePage');
const ZReportPage = lazyPage(() => import('./cashClose/ZReportPage'), 'ZReportPage');
const CloseReviewPage = lazyPage(() => import('./cashClose/CloseReviewPage'), 'CloseReviewPage');

// Titles read as their menu entries.
const RECHARGE = { keys: 'carnets.recharge', title: domainKeys.menu('carnets.recharge') } as const;
const DISCHARGE = { keys: 'carnets.discharge', title: domainKeys.menu('carnets.discharge') } as const;

export const credentialScreens: ResourceScreens = {
  [credentialsResource.name]: {
    icon: BadgeIcon,
    list: <CredentialList />,
    create: <CredentialCreate />,
    edit: <CredentialEdit />,
    pages: [
      // The list names itself.
      {
        path: 'list_no_actions',
        keys: ['carnets.noactions', 'carnets.list'],
        element: <CredentialNoActionsList />,
      },
      { path: 'recargar/:id', ...RECHARGE, element: <CredentialMoneyPage kind="recarga" /> },
      { path: 'descarga/:id', ...DISCHARGE, element: <CredentialMoneyPage kind="descarga" /> },
      {
        path: 'reports',
        keys: 'carnets.reports',
        title: domainKeys.menu('carnets.reports'),
        element: <TopupReportPage />,
      },
      {
        path: 'transfers',
        keys: 'carnets.transfers',
        title: domainKeys.menu('carnets.transfers'),
        element: <TransferReportsPage />,
      },
      {
        path: 'online',
        keys: 'carnets.online',
        title: domainKeys.menu('carnets.online'),
        element: <OnlinePaymentsPage />,
      },
      // A printed card carries its whole code: the key of the screens that already show it.
      { path: 'print', keys: 'carnets.list', title: 'credentials.print.title', element: <CardPrintPage /> },
      // The front desk's documents and cash close (issue 34).
      {
        path: 'recibo/:id',
        keys: [...RECEIPT_KEYS],
        title: 'credentials.receipt.title',
        element: <ReceiptPage />,
      },
      {
        path: 'cashclose',
        keys: 'carnets.cashclose',
        title: domainKeys.menu('carnets.cashclose'),
        element: <CashClosePage />,
      },
      {
        path: 'cashclose/:id',
        keys: ['carnets.cashclose', 'carnets.cashclose.review'],
        title: 'credentials.cashclose.z_title',
        element: <ZReportPage />,
      },
      {
        path: 'cashcloses',
        keys: 'carnets.cashclose.review',
        title: domainKeys.menu('carnets.cashclose.review'),
        element: <CloseReviewPage />,
      },
    ],
  },
};

export const credentialRoutes: AppRoute[] = [
  {
    path: '/admin/validatecarnet',
    ...RECHARGE,
    element: <ValidateCredentialPage key="recarga" mode="recarga" />,
  },
  {
    path: '/admin/validatecarnet/desc',
    ...DISCHARGE,
    element: <ValidateCredentialPage key="descarga" mode="descarga" />,
  },
];
