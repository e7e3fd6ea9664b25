// A tool's verdict: the live status element (role="status", data-verdict) with the reasons in words and links to the rulings.
import { words } from '../../i18n/books.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { rulingHref, rulingName, type VerdictView } from './explain.ts';
import '../../styles/controls.css';
import './tools.css';

export default function Verdict(props: { lang: Lang; view: VerdictView; id?: string }) {
  const t = words('tools-common', props.lang);
  const { verdict, headline, reasons } = props.view;
  return (
    <div class={`gx-verdict ${verdict === '' ? 'gx-verdict--waiting' : ''}`} role="status" data-verdict={verdict} id={props.id}>
      <p class="gx-verdict__headline">{headline}</p>
      {reasons.map((reason, i) => (
        <p class={`gx-verdict__reason ${reason.tone === 'warning' ? 'gx-verdict__reason--warning' : ''}`} key={i}>
          {reason.text}
          {reason.cite && reason.cite.length > 0 ? (
            <>
              {t['common.citeOpen']}
              {reason.cite.map((c, j) => (
                <>
                  {j > 0 ? t['common.citeSep'] : null}
                  <a href={rulingHref(props.lang, c.rule)}>
                    {c.label ?? (typeof c.rule === 'number' ? format(t['common.ruling'], { n: c.rule }) : rulingName(c.rule))}
                  </a>
                </>
              ))}
              {t['common.citeClose']}
            </>
          ) : null}
          {t['common.stop']}
        </p>
      ))}
    </div>
  );
}
