import { MOVIE_AUTOPLAY, MOVIE_QUALITY } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Header, Spinner } from '../../shared/ui';
import { useProfile } from '../../shared/api/users';
import { useSettingsMutation } from './api/patch-settings';
import './users.css';

/** '/MovieSetting': autoplay and preferred quality of broadcasts and replays, stored with the account. */
export function MovieSettingScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const profile = useProfile(userSysId);
  const save = useSettingsMutation(userSysId ?? 0);
  const u = profile.data?.user;
  return (
    <div className="page">
      <Header title={t('screens.MovieSetting')} />
      <main className="page__body">
        {!u ? (
          <Spinner label={t('common.loading')} center />
        ) : (
          <>
            <fieldset className="radio-list">
              <legend className="radio-list__legend">{t('users.movie.autoplay')}</legend>
              {MOVIE_AUTOPLAY.map((m) => (
                <label key={m} className="radio-list__item">
                  <span>{t(`users.movie.autoplayOptions.${m}`)}</span>
                  <input
                    type="radio"
                    name="autoplay"
                    checked={u.movieAutoPlay === m}
                    onChange={() => save.mutate({ movieAutoPlay: m })}
                  />
                </label>
              ))}
            </fieldset>
            <fieldset className="radio-list">
              <legend className="radio-list__legend">{t('users.movie.quality')}</legend>
              {MOVIE_QUALITY.map((q) => (
                <label key={q} className="radio-list__item">
                  <span>{t(`users.movie.qualityOptions.${q}`)}</span>
                  <input
                    type="radio"
                    name="quality"
                    checked={u.movieQuality === q}
                    onChange={() => save.mutate({ movieQuality: q })}
                  />
                </label>
              ))}
            </fieldset>
          </>
        )}
      </main>
    </div>
  );
}
