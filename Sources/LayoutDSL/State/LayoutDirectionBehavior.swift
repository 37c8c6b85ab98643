/// "A description of what should happen when the layout direction changes", used by
/// `Shape.layoutDirectionBehavior` (Apple, iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors when the layout direction is the given one.
    case mirrors(in: LayoutDirection)
    /// "A behavior that mirrors when the layout direction is right-to-left."
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}
