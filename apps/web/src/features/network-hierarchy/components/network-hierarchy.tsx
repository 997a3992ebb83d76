export interface NetworkHierarchyProps {
  /** The card's close/dock button (spec 001 §2.8); absent where the hierarchy is not in a dock. */
  onClose?: () => void;
}

/** The Network Hierarchy card (spec 001 §2.8). Placeholder until the hierarchy work fills it in. */
export function NetworkHierarchy(props: NetworkHierarchyProps) {
  return <div data-testid="network-hierarchy" data-closable={props.onClose ? 'yes' : 'no'} />;
}
