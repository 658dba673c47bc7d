// The in-app rules reference: a game's sections in its own words, opened at the section for where
// the game is. A game's `GameUi.Rules` is usually `(p) => <RulesDialog sections={MY_RULES} {...p} />`.
import { useRef, useState } from 'preact/hooks';
import { OverlayDialog } from '../common/OverlayDialog';

export interface RulesSection {
  id: string;
  title: string;
  points: readonly string[];
}

export function RulesDialog(props: { sections: readonly RulesSection[]; start: string; onClose: () => void }) {
  const { sections } = props;
  const [current, setCurrent] = useState(props.start);
  const close = useRef<HTMLButtonElement>(null);
  const section = sections.find((r) => r.id === current) ?? sections[0];
  if (!section) return null;
  return (
    <OverlayDialog class="rules" labelledBy="rules-title" start={close} onEscape={props.onClose}>
      <div class="rules-head">
        <h2 id="rules-title">Rules: {section.title}</h2>
        <button ref={close} type="button" class="button" onClick={props.onClose}>
          Close the rules
        </button>
      </div>
      <nav aria-label="Rules sections">
        <ul class="rules-tabs">
          {sections.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                class={`button button-quiet${r.id === current ? ' is-current' : ''}`}
                aria-current={r.id === current ? 'true' : undefined}
                onClick={() => setCurrent(r.id)}
              >
                {r.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <ul class="rules-points">
        {section.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </OverlayDialog>
  );
}
