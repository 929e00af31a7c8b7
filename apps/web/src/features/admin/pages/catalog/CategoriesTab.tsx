import { adminCategoryRequest } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { useLocale } from '../../../../shared/i18n';
import { useSession } from '../../../../shared/session';
import { useAdminCategories, type AdminCategory } from '../../api/get-categories';
import { useSaveCategory } from '../../api/save-category';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { Field, validate } from '../../ui/form';
import { InlineForm, TitleBar, useInlineEdit } from '../../ui/inline-edit';

/** The two-level category tree and the inline form that adds or edits one. */
export function CategoriesTab() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'categories.write');
  const q = useAdminCategories();
  const save = useSaveCategory();
  const { editing, f, setF, errors, setErrors, serverError, setServerError, open, close } = useInlineEdit(
    { parentSysId: '', name: '', nameEn: '', sortOrder: '0' },
    (c: AdminCategory) => ({
      parentSysId: c.parentSysId ? String(c.parentSysId) : '',
      name: c.name,
      nameEn: c.nameEn ?? '',
      sortOrder: String(c.sortOrder),
    }),
  );
  const rows = q.data?.rows ?? [];
  const submit = () => {
    const v = validate(adminCategoryRequest, {
      parentSysId: f.parentSysId ? Number(f.parentSysId) : null,
      name: f.name,
      nameEn: f.nameEn || null,
      sortOrder: Number(f.sortOrder || 0),
    });
    if (!v.ok) return setErrors(v.errors);
    save.mutate(
      { categorySysId: editing === 'new' || !editing ? null : editing.categorySysId, body: v.data },
      {
        onSuccess: close,
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  const label = (c: AdminCategory) => (locale === 'en' && c.nameEn ? c.nameEn : c.name);
  return (
    <>
      <TitleBar
        title={t('admin.catalog.categories')}
        newLabel={t('admin.categories.new')}
        onNew={write ? () => open('new') : null}
      />
      {editing ? (
        <InlineForm onSubmit={submit} onCancel={close} serverError={serverError} pending={save.isPending}>
          <Field label={t('admin.categories.parent')} name="parentSysId" errors={errors}>
            <select value={f.parentSysId} onChange={(e) => setF({ ...f, parentSysId: e.target.value })}>
              <option value="">{t('admin.categories.top')}</option>
              {rows
                .filter((c) => c.categoryLevel === 1)
                .map((c) => (
                  <option key={c.categorySysId} value={c.categorySysId}>
                    {label(c)}
                  </option>
                ))}
            </select>
          </Field>
          <Field label={t('admin.categories.name')} name="name" errors={errors}>
            <input value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
          </Field>
          <Field label={t('admin.categories.nameEn')} name="nameEn" errors={errors}>
            <input value={f.nameEn} onChange={(e) => setF({ ...f, nameEn: e.target.value })} />
          </Field>
          <Field label={t('admin.categories.sortOrder')} name="sortOrder" errors={errors}>
            <input
              inputMode="numeric"
              value={f.sortOrder}
              onChange={(e) => setF({ ...f, sortOrder: e.target.value })}
            />
          </Field>
        </InlineForm>
      ) : null}
      <ul className="adm-tree">
        {rows
          .filter((c) => c.parentSysId === null)
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((c) => (
            <li key={c.categorySysId}>
              <b>{label(c)}</b>{' '}
              {write ? (
                <button type="button" onClick={() => open(c)}>
                  {t('admin.form.edit')}
                </button>
              ) : null}
              <ul>
                {rows
                  .filter((s) => s.parentSysId === c.categorySysId)
                  .sort((a, b) => a.sortOrder - b.sortOrder)
                  .map((s) => (
                    <li key={s.categorySysId}>
                      {label(s)}{' '}
                      {write ? (
                        <button type="button" onClick={() => open(s)}>
                          {t('admin.form.edit')}
                        </button>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
      </ul>
    </>
  );
}
