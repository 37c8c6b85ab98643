/// What a drop would do with the dragged items (Apple's documentation of `DropOperation`), which
/// the system shows on the drag's badge: nothing (`cancel`), refuse (`forbidden`), `copy` or
/// `move`.
public enum DropOperation: Sendable {
    case cancel
    case forbidden
    case copy
    case move
}
