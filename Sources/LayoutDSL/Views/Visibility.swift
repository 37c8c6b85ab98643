/// Whether a piece of system chrome shows (list separators, scroll indicators): `.automatic`
/// lets the context decide.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
