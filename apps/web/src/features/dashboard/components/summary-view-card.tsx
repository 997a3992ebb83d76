import { SUMMARY_VIEW_CARDS, type SummaryViewCard } from '@nms/contract';
import { AppCard } from '../../../components/card/app-card';
import { DoughnutCard } from './doughnut-card';
import classes from './dashboard.module.css';

export interface SummaryViewProps {
  chosen: SummaryViewCard;
  onChoose: (card: SummaryViewCard) => void;
  refreshSignal?: number;
}

/** The eight Summary View doughnut cards of spec 001 §2.6 (queries: contract summary-cards.ts). */
export function SummaryViewCardGrid({ chosen, onChoose, refreshSignal }: SummaryViewProps) {
  return (
    <AppCard title="Summary View" data-testid="summary-view">
      <div className={classes.doughnutBox}>
        <div className={classes.doughnutGrid}>
          {SUMMARY_VIEW_CARDS.map((card) => (
            <DoughnutCard key={card.title} card={card} selected={card.title === chosen.title} onSelect={onChoose} refreshSignal={refreshSignal} />
          ))}
        </div>
      </div>
    </AppCard>
  );
}
