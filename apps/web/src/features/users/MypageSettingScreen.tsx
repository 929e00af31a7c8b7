import { useT } from '../../shared/i18n';
import { Header, LinkMenu } from '../../shared/ui';
import './users.css';

const GROUPS: { key: string; items: { to: string; screen: string }[] }[] = [
  {
    key: 'account',
    items: [
      { to: '/ChkPw?next=/modifyProfile', screen: 'modifyProfile' },
      { to: '/ChangePw', screen: 'ChangePw' },
      { to: '/AddressBook', screen: 'AddressBook' },
    ],
  },
  {
    key: 'app',
    items: [
      { to: '/AlertSet', screen: 'AlertSet' },
      { to: '/MovieSetting', screen: 'MovieSetting' },
      { to: '/LanguageSetting', screen: 'LanguageSetting' },
    ],
  },
  {
    key: 'safety',
    items: [
      { to: '/BlockList', screen: 'BlockList' },
      { to: '/ReportLog', screen: 'ReportLog' },
      { to: '/SanctionLog', screen: 'SanctionLog' },
    ],
  },
  { key: 'leave', items: [{ to: '/Withdraw', screen: 'Withdraw' }] },
];

/** '/MypageSetting': the account and app settings hub. */
export function MypageSettingScreen() {
  const t = useT();
  return (
    <div className="page">
      <Header title={t('screens.MypageSetting')} />
      <main className="page__body">
        <LinkMenu
          idPrefix="set"
          sections={GROUPS.map((g) => ({
            key: g.key,
            title: t(`users.settingGroups.${g.key}`),
            items: g.items.map((i) => ({ to: i.to, label: t(`screens.${i.screen}`) })),
          }))}
        />
      </main>
    </div>
  );
}
