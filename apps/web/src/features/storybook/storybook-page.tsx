import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationStore } from '../../stores/notification-store';
import { Button } from '../../ui/button';
import type { ButtonVariant } from '../../ui/button';
import { Card } from '../../ui/card';
import { CATEGORY_ICON_SAMPLES, CategoryIcon } from '../../ui/category-icons';
import { CircleChart } from '../../ui/circle-chart';
import type { CircleChartCounts } from '../../ui/circle-chart';
import { CodeInput } from '../../ui/code-input';
import { CheckCircleIcon, LogOutIcon, UserIcon, WarningIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { Menu } from '../../ui/menu';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { Tooltip } from '../../ui/tooltip';
import { UploadBox } from '../../ui/upload-box';
import { WarningBanner } from '../../ui/warning-banner';
import './storybook.css';

/** One card of the showcase, headed by its section name. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `storybook-${id}`;
  return (
    <Card>
      <section className="storybook__section" aria-labelledby={headingId}>
        <h2 id={headingId} className="storybook__heading">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="storybook__group">
      <h3 className="storybook__subheading">{title}</h3>
      {children}
    </div>
  );
}

const COLOR_GROUPS = [
  {
    name: 'accentGroup',
    swatches: [
      { name: 'accent', token: '--color-accent' },
      { name: 'accentHover', token: '--color-accent-hover' },
      { name: 'accentSoft', token: '--color-accent-soft' },
    ],
  },
  {
    name: 'rangesGroup',
    swatches: [
      { name: 'range0', token: '--color-range-0' },
      { name: 'range1', token: '--color-range-1' },
      { name: 'range2', token: '--color-range-2' },
      { name: 'range3', token: '--color-range-3' },
      { name: 'range4', token: '--color-range-4' },
    ],
  },
  {
    name: 'statesGroup',
    swatches: [
      { name: 'inRange', token: '--color-in-range' },
      { name: 'outOfRange', token: '--color-out-of-range' },
      { name: 'noData', token: '--color-no-data' },
    ],
  },
  {
    name: 'neutralsGroup',
    swatches: [
      { name: 'background', token: '--color-background' },
      { name: 'surface', token: '--color-surface' },
      { name: 'border', token: '--color-border' },
      { name: 'text', token: '--color-text' },
      { name: 'textMuted', token: '--color-text-muted' },
    ],
  },
] as const;

function ColorsSection() {
  const { t } = useTranslation();
  return (
    <Section id="colors" title={t('storybook.sections.colors')}>
      {COLOR_GROUPS.map((group) => (
        <Group key={group.name} title={t(`storybook.colors.${group.name}`)}>
          <ul className="storybook__swatches">
            {group.swatches.map((swatch) => (
              <li key={swatch.token} className="storybook__swatch">
                <span
                  className="storybook__swatch-color"
                  style={{ background: `var(${swatch.token})` }}
                />
                <span>{t(`storybook.colors.${swatch.name}`)}</span>
                <code className="storybook__token">{swatch.token}</code>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Section>
  );
}

const TYPE_SCALE = [
  { name: 'display', token: '--font-size-display' },
  { name: 'title', token: '--font-size-title' },
  { name: 'large', token: '--font-size-large' },
  { name: 'body', token: '--font-size-body' },
  { name: 'small', token: '--font-size-small' },
] as const;

const FONT_WEIGHTS = [
  { name: 'regular', token: '--font-weight-regular' },
  { name: 'medium', token: '--font-weight-medium' },
  { name: 'bold', token: '--font-weight-bold' },
] as const;

function FontSection() {
  const { t } = useTranslation();
  return (
    <Section id="font" title={t('storybook.sections.font')}>
      <ul className="storybook__list">
        {TYPE_SCALE.map((size) => (
          <li key={size.token} className="storybook__type-sample">
            <span className="storybook__caption">
              {t(`storybook.font.${size.name}`)}{' '}
              <code className="storybook__token">{size.token}</code>
            </span>
            <span style={{ fontSize: `var(${size.token})` }}>{t('storybook.font.sample')}</span>
          </li>
        ))}
      </ul>
      <ul className="storybook__row">
        {FONT_WEIGHTS.map((weight) => (
          <li key={weight.token} style={{ fontWeight: `var(${weight.token})` }}>
            {t(`storybook.font.${weight.name}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'link'];

function ButtonsSection() {
  const { t } = useTranslation();
  return (
    <Section id="buttons" title={t('storybook.sections.buttons')}>
      {[false, true].map((disabled) => (
        <div key={String(disabled)} className="storybook__row">
          {BUTTON_VARIANTS.map((variant) => {
            const label = t(`storybook.buttons.${variant}`);
            return (
              <Button key={variant} variant={variant} disabled={disabled}>
                {disabled ? t('storybook.buttons.disabled', { variant: label }) : label}
              </Button>
            );
          })}
        </div>
      ))}
    </Section>
  );
}

function IconsSection() {
  const { t } = useTranslation();
  const interfaceIcons = [
    { name: t('storybook.icons.user'), icon: <UserIcon /> },
    { name: t('storybook.icons.logOut'), icon: <LogOutIcon /> },
    { name: t('storybook.icons.success'), icon: <CheckCircleIcon /> },
    { name: t('storybook.icons.warning'), icon: <WarningIcon /> },
  ];
  return (
    <Section id="icons" title={t('storybook.sections.icons')}>
      <Group title={t('storybook.icons.interface')}>
        <ul className="storybook__icons">
          {interfaceIcons.map(({ name, icon }) => (
            <li key={name} className="storybook__icon">
              {icon}
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </Group>
      <Group title={t('storybook.icons.categories')}>
        <ul className="storybook__icons">
          {CATEGORY_ICON_SAMPLES.map(({ name }) => (
            <li key={name} className="storybook__icon">
              <CategoryIcon name={name} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </Group>
      <Group title={t('storybook.icons.spinner')}>
        <Spinner label={t('common.loading')} />
      </Group>
    </Section>
  );
}

const LETTERS = /[a-z]/i;

function InputSection() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  // Starts invalid so the field's error state is on show.
  const [phone, setPhone] = useState('12ab');
  const [code, setCode] = useState('');
  const [submittedCode, setSubmittedCode] = useState<string | null>(null);
  return (
    <Section id="input" title={t('storybook.sections.input')}>
      <TextField
        label={t('login.emailField')}
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="off"
      />
      <TextField
        label={t('login.phoneField')}
        type="tel"
        value={phone}
        onChange={setPhone}
        error={LETTERS.test(phone) ? t('validation.phoneLetters') : undefined}
        autoComplete="off"
      />
      <CodeInput
        value={code}
        onChange={setCode}
        onComplete={setSubmittedCode}
        onSubmit={() => {
          setSubmittedCode(code);
        }}
        label={t('login.codeLabel')}
        digitLabel={(position, length) => t('login.digitLabel', { position, length })}
      />
      {submittedCode !== null && (
        <p className="storybook__text">
          {t('storybook.input.codeSubmitted', { code: submittedCode })}
        </p>
      )}
    </Section>
  );
}

function MenuSection() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const items = [t('storybook.menu.edit'), t('storybook.menu.delete')].map((label) => ({
    id: label,
    label,
    onSelect: () => {
      setChosen(label);
    },
  }));
  return (
    <Section id="menu" title={t('storybook.sections.menu')}>
      <div className="storybook__row">
        <Menu label={t('storybook.menu.label')} trigger={<UserIcon />} items={items} />
      </div>
      {chosen !== null && (
        <p className="storybook__text">{t('storybook.menu.chosen', { item: chosen })}</p>
      )}
    </Section>
  );
}

function ModalSection() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<'none' | 'plain' | 'loading'>('none');
  const close = () => {
    setShown('none');
  };
  return (
    <Section id="modal" title={t('storybook.sections.modal')}>
      <div className="storybook__row">
        <Button
          variant="secondary"
          onClick={() => {
            setShown('plain');
          }}
        >
          {t('storybook.modal.open')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setShown('loading');
          }}
        >
          {t('storybook.modal.openLoading')}
        </Button>
      </div>
      <Modal
        open={shown === 'plain'}
        onClose={close}
        title={t('storybook.modal.title')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('storybook.modal.cancel')}
            </Button>
            <Button onClick={close}>{t('storybook.modal.confirm')}</Button>
          </>
        }
      >
        <p>{t('storybook.modal.text')}</p>
      </Modal>
      <Modal
        open={shown === 'loading'}
        onClose={close}
        title={t('storybook.modal.loadingTitle')}
        dismissible={false}
        footer={<Button onClick={close}>{t('storybook.modal.finish')}</Button>}
      >
        <Spinner label={t('common.loading')} />
        <p>{t('storybook.modal.loadingText')}</p>
      </Modal>
    </Section>
  );
}

function BannersSection() {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  return (
    <Section id="banners" title={t('storybook.sections.banners')}>
      <WarningBanner message={t('storybook.banners.accountNotFound')} />
      <WarningBanner message={t('storybook.banners.invalidFileFormat')} />
      <WarningBanner message={t('storybook.banners.fileTooLarge')} />
      <div className="storybook__row">
        <Button
          variant="secondary"
          onClick={() => {
            notify('success', t('notifications.valueSubmitted'));
          }}
        >
          {t('storybook.banners.notifySuccess')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            notify('warning', t('notifications.enterValue'));
          }}
        >
          {t('storybook.banners.notifyWarning')}
        </Button>
      </div>
    </Section>
  );
}

const SAMPLE_COUNTS: CircleChartCounts = { inRange: 12, outOfRange: 3, noData: 5 };

function ChartsSection() {
  const { t } = useTranslation();
  const legend = [
    { key: 'in-range', label: t('biomarkers.inRange'), count: SAMPLE_COUNTS.inRange },
    { key: 'out-of-range', label: t('biomarkers.outOfRange'), count: SAMPLE_COUNTS.outOfRange },
    { key: 'no-data', label: t('biomarkers.noData'), count: SAMPLE_COUNTS.noData },
  ];
  return (
    <Section id="charts" title={t('storybook.sections.charts')}>
      <div className="storybook__chart">
        <CircleChart
          counts={SAMPLE_COUNTS}
          description={t('biomarkers.chartDescription', { ...SAMPLE_COUNTS })}
        />
        {/* The arcs named in words, as colour is never the only signal; screen readers get the chart's own description instead. */}
        <ul className="storybook__list" aria-hidden="true">
          {legend.map((entry) => (
            <li key={entry.key} className="storybook__legend-item">
              <span className={`storybook__legend-dot storybook__legend-dot--${entry.key}`} />
              {t('storybook.charts.legendItem', { label: entry.label, count: entry.count })}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function UploadSection() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<readonly File[]>([]);
  return (
    <Section id="upload" title={t('storybook.sections.upload')}>
      <div className="storybook__upload">
        <UploadBox
          onFiles={setFiles}
          title={t('storybook.upload.title')}
          hint={t('storybook.upload.hint')}
        />
      </div>
      {files.length === 0 ? (
        <p className="storybook__text">{t('storybook.upload.none')}</p>
      ) : (
        <Group title={t('storybook.upload.chosen')}>
          <ul className="storybook__files">
            {files.map((file, index) => (
              // Two chosen files may share a name.
              <li key={`${String(index)}-${file.name}`}>{file.name}</li>
            ))}
          </ul>
        </Group>
      )}
    </Section>
  );
}

/**
 * Internal showcase of the interface pieces, one card per section (spec §2, /storybook); the
 * app adds the review's parts, which belong to another feature, as a last section.
 */
export function StorybookPage({ reviewSamples }: { reviewSamples?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="storybook">
      <Card>
        <h1 className="storybook__title">{t('storybook.title')}</h1>
        <p className="storybook__text">{t('storybook.intro')}</p>
      </Card>
      <Section id="logo" title={t('storybook.sections.logo')}>
        <Logo name={t('app.name')} />
      </Section>
      <ColorsSection />
      <FontSection />
      <ButtonsSection />
      <IconsSection />
      <InputSection />
      <MenuSection />
      <ModalSection />
      <BannersSection />
      <ChartsSection />
      <UploadSection />
      <Section id="tooltips" title={t('storybook.sections.tooltips')}>
        <div className="storybook__row">
          <Tooltip content={t('storybook.tooltips.flag')}>
            <Button variant="secondary">{t('storybook.tooltips.trigger')}</Button>
          </Tooltip>
        </div>
      </Section>
      {reviewSamples !== undefined && (
        <Section id="review" title={t('review.samples.title')}>
          {reviewSamples}
        </Section>
      )}
    </div>
  );
}
