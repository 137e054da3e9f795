import type { PackageCheckReport } from '@onam/shared/contracts/release-record';
import type { T } from './desk-parts';
import styles from './operator.module.css';

/**
 * The package's checks of each version a change puts live, as the server ran them on its
 * dry run (changeCampaign): every one passed, or the change would have been refused with the one
 * that failed. The findings are the server's words, in English.
 */
export function PackageChecks({ reports, t }: { reports: readonly PackageCheckReport[]; t: T }) {
  return (
    <>
      {reports.map((report) => (
        <section key={`${report.remote} ${report.version}`} className={styles.checks}>
          <h3>{t('operator.checks.title', { remote: report.remote, version: report.version })}</h3>
          <ul>
            {report.checks.map((check) => (
              <li key={check.name}>
                <strong>
                  {t(`operator.checks.${check.name}`)}:{' '}
                  {check.skipped
                    ? t('operator.checks.skipped')
                    : check.ok
                      ? t('operator.checks.passed')
                      : t('operator.checks.failed')}
                </strong>{' '}
                <span lang="en">{check.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
